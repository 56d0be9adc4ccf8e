/**
 * /inbox and the pages under it: the app shell, which renders them in the browser from /api/inbox, served
 * only to a request Cloudflare Access let through (edge/owner-access.ts), never stored and never indexed.
 * Anything else gets a short page saying how to sign in, and no lead.
 */
import { inboxCopy } from '../src/content/inbox'
import { checkOwner, type OwnerAccessEnv } from './owner-access'

const APP_SHELL = '/app-shell'
const OWNER_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }

export function isOwnerPage(pathname: string): boolean {
  return pathname === '/inbox' || pathname.startsWith('/inbox/')
}

export async function ownerPage(
  request: Request,
  env: OwnerAccessEnv & { ASSETS: Fetcher },
): Promise<Response> {
  const access = await checkOwner(request, env)
  if (!access.ok) {
    const message = inboxCopy.signIn[access.status]
    return new Response(message, {
      status: access.status,
      headers: {
        ...OWNER_HEADERS,
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  }
  const shell = await env.ASSETS.fetch(
    new Request(new URL(APP_SHELL, request.url), { headers: request.headers }),
  )
  const headers = new Headers(shell.headers)
  for (const [name, value] of Object.entries(OWNER_HEADERS)) headers.set(name, value)
  headers.delete('ETag')
  return new Response(request.method === 'HEAD' ? null : shell.body, { status: shell.status, headers })
}
