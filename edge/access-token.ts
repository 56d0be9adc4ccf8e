/**
 * Checks the token Cloudflare Access puts on every request it lets through to the owner's pages
 * (`Cf-Access-Jwt-Assertion`): an RS256 JWT signed by one of the team's published keys, issued by the team's
 * domain for this application's audience, and not expired. Whatever does not hold is refused; no setting
 * turns the check off. The keys are read from the team domain's certs address, kept a while, and read again
 * when a token names a key not yet known (Access rotates its keys every six weeks).
 */
export interface AccessSettings {
  /** The Zero Trust team domain, as Access writes it in `iss`: https://<team>.cloudflareaccess.com */
  teamDomain: string
  /** The Access application's Audience (AUD) tag. */
  audience: string
}

export type AccessCheck = { ok: true; email: string } | { ok: false; reason: AccessRefusal }
export type AccessRefusal =
  'missing' | 'malformed' | 'unknown-key' | 'signature' | 'issuer' | 'audience' | 'expired'

interface PublicKeySet {
  keys: readonly (JsonWebKey & { kid?: string })[]
}

/** How long a key set is kept, and the least time between two reads of it for a key it lacks. */
const KEYS_KEPT_MS = 60 * 60_000
const KEYS_REREAD_MS = 60_000
/** Leeway for the clocks of Access and of this Worker. */
const CLOCK_SKEW_S = 60

const kept = new Map<string, { keys: PublicKeySet; readAt: number }>()

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

function base64UrlJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(base64UrlBytes(text)))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** The team domain's key set: kept, or read again when older than an hour or lacking `kid` (at most once a minute). */
async function keySet(teamDomain: string, kid: string, now: number): Promise<PublicKeySet> {
  const known = kept.get(teamDomain)
  const hasKey = known?.keys.keys.some((key) => key.kid === kid)
  if (known && now - known.readAt < (hasKey ? KEYS_KEPT_MS : KEYS_REREAD_MS)) return known.keys
  try {
    const answer = await fetch(`${teamDomain}/cdn-cgi/access/certs`)
    if (!answer.ok) throw new Error(`The Access key set answered ${answer.status}`)
    const read = (await answer.json()) as PublicKeySet
    if (!Array.isArray(read.keys)) throw new Error('The Access key set has no keys')
    kept.set(teamDomain, { keys: read, readAt: now })
    return read
  } catch (error) {
    console.error('The Access key set could not be read', error)
    return known?.keys ?? { keys: [] }
  }
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value])

/** Checks a token at `now` (ms since the epoch): who it names when it holds, or why it does not. */
export async function checkAccessToken(
  token: string | null,
  settings: AccessSettings,
  now: number,
): Promise<AccessCheck> {
  if (!token) return { ok: false, reason: 'missing' }
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'malformed' }
  const [headerText = '', payloadText = '', signatureText = ''] = parts
  const header = base64UrlJson(headerText)
  const claims = base64UrlJson(payloadText)
  if (!header || !claims || header.alg !== 'RS256' || typeof header.kid !== 'string')
    return { ok: false, reason: 'malformed' }

  const { keys } = await keySet(settings.teamDomain, header.kid, now)
  const jwk = keys.find((key) => key.kid === header.kid)
  if (!jwk) return { ok: false, reason: 'unknown-key' }
  let signed: boolean
  try {
    const key = await crypto.subtle.importKey(
      'jwk',
      { kty: jwk.kty, n: jwk.n, e: jwk.e },
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['verify'],
    )
    const data = new TextEncoder().encode(`${headerText}.${payloadText}`)
    signed = await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, base64UrlBytes(signatureText), data)
  } catch {
    return { ok: false, reason: 'signature' }
  }
  if (!signed) return { ok: false, reason: 'signature' }

  if (claims.iss !== settings.teamDomain) return { ok: false, reason: 'issuer' }
  if (!asArray(claims.aud).includes(settings.audience)) return { ok: false, reason: 'audience' }
  const seconds = now / 1000
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_S <= seconds)
    return { ok: false, reason: 'expired' }
  if (typeof claims.nbf === 'number' && claims.nbf - CLOCK_SKEW_S > seconds)
    return { ok: false, reason: 'expired' }
  // A person signs in with an e-mail address; a service token has a common name instead.
  const who = typeof claims.email === 'string' ? claims.email : claims.common_name
  return { ok: true, email: typeof who === 'string' && who !== '' ? who : 'Access service token' }
}
