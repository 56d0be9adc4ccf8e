/**
 * /inbox and the pages under it: the app shell, which renders them in the browser from /api/inbox, served
 * only to a request Cloudflare Access let through (edge/owner-access.ts), never stored and never indexed.
 * Anything else gets a short page saying how to sign in, and no lead.
 */
import { inboxCopy } from '../src/content/inbox'
import { checkOwner, type OwnerAccessEnv } from './owner-access'
import { unstoredPage } from './site-assets'

const APP_SHELL = '/app-shell'
const NOINDEX = 'noindex, nofollow'

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
        'Cache-Control': 'no-store',
        'X-Robots-Tag': NOINDEX,
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  }
  return unstoredPage(request, env.ASSETS, APP_SHELL, { headers: { 'X-Robots-Tag': NOINDEX } })
}
