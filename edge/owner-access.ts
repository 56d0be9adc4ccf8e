/**
 * The owner's pages and API (/inbox, /api/inbox) answer only requests Cloudflare Access let through: each
 * must carry a token (Access's header, or in a browser its cookie) that edge/access-token.ts finds valid for the Access application named by the
 * ACCESS_TEAM_DOMAIN and ACCESS_AUD secrets (docs/deploy.md, "The owner's inbox"). Without those secrets
 * nothing is served at all; there is no other way in.
 */
import { checkAccessToken, type AccessRefusal } from './access-token'

export interface OwnerAccessEnv {
  /** The Zero Trust team domain: https://<team>.cloudflareaccess.com (or the team name alone). */
  ACCESS_TEAM_DOMAIN?: string
  /** The Access application's Audience (AUD) tag. */
  ACCESS_AUD?: string
}

export const ACCESS_TOKEN_HEADER = 'Cf-Access-Jwt-Assertion'
/** The same token, as Access keeps it in the signed-in browser: checked alike when the header is absent. */
export const ACCESS_TOKEN_COOKIE = 'CF_Authorization'

function tokenOf(request: Request): string | null {
  const header = request.headers.get(ACCESS_TOKEN_HEADER)
  if (header) return header
  for (const pair of (request.headers.get('Cookie') ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=')
    if (name === ACCESS_TOKEN_COOKIE) return value.join('=')
  }
  return null
}

export type OwnerCheck =
  | { ok: true; owner: string }
  | { ok: false; status: 401 | 403 | 503; reason: AccessRefusal | 'not-configured' }

/** "thinkfirst", "thinkfirst.cloudflareaccess.com/" and the full address all name the same team domain. */
export function teamDomainOf(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '')
  if (trimmed === '') return ''
  if (/^https?:\/\//.test(trimmed)) return trimmed
  return trimmed.includes('.') ? `https://${trimmed}` : `https://${trimmed}.cloudflareaccess.com`
}

/** Who the request is from, when Access let it through; otherwise how to refuse it. */
export async function checkOwner(
  request: Request,
  env: OwnerAccessEnv,
  now = Date.now(),
): Promise<OwnerCheck> {
  const teamDomain = teamDomainOf(env.ACCESS_TEAM_DOMAIN ?? '')
  const audience = (env.ACCESS_AUD ?? '').trim()
  if (teamDomain === '' || audience === '') return { ok: false, status: 503, reason: 'not-configured' }
  const check = await checkAccessToken(tokenOf(request), { teamDomain, audience }, now)
  if (check.ok) return { ok: true, owner: check.email }
  return { ok: false, status: check.reason === 'missing' ? 401 : 403, reason: check.reason }
}
