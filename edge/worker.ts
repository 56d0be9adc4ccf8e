/**
 * The site's Worker: the built site is served as static assets (with the `_headers` and `_redirects` the build
 * writes) without running this code; only the paths `wrangler.jsonc` routes here first (`run_worker_first`)
 * reach it, and the addresses no file answers. Whatever else it is asked for goes back to the assets. Nothing
 * it is sent can make it answer with its internals: a failure it did not foresee is a plain JSON 503.
 */
import { API_HEADERS } from '../src/site-rules/site-rules.mjs'
import { handleCardLink, type CardLinkEnv } from './card-link'
import { drainBody, withoutBody } from './drain-body'
import { handleDuoLink } from './duo-link'
import { handleFormsRequest, type FormsEnv } from './forms-endpoint'
import { handleInboxRequest, type InboxEnv } from './inbox-api'
import { deleteExpiredLeads, RETENTION_CRON } from './lead-retention'
import { sendDueNotices } from './lead-notices'
import { isOwnerPage, ownerPage } from './owner-pages'
import { handleRoomsRequest, type RoomsEnv } from './rooms-router'
import { siteAsset } from './site-assets'

export { AddressGuard } from './address-guard'
export { RoomObject } from './room-object'

export interface WorkerEnv extends FormsEnv, InboxEnv, RoomsEnv, CardLinkEnv {
  ASSETS: Fetcher
}

async function route(request: Request, env: WorkerEnv, context: ExecutionContext): Promise<Response> {
  const { pathname } = new URL(request.url)
  if (pathname === '/api/forms') return handleFormsRequest(request, env, context)
  if (pathname === '/api/rooms' || pathname.startsWith('/api/rooms/')) return handleRoomsRequest(request, env)
  if (pathname.startsWith('/api/inbox/')) return handleInboxRequest(request, env)
  if (pathname.startsWith('/api/')) return apiNotFound()
  // The site's files and card and duo links take no body: one sent anyway is read off and left out.
  if (pathname.startsWith('/c/')) return handleCardLink(await withoutBody(request), env, context)
  if (pathname.startsWith('/d/')) return handleDuoLink(await withoutBody(request), env, context)
  if (isOwnerPage(pathname)) return ownerPage(await withoutBody(request), env)
  return siteAsset(await withoutBody(request), env.ASSETS)
}

function apiJson(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...API_HEADERS, ...headers } })
}

/** An API address nothing answers: told in JSON, as the API's other refusals are. */
function apiNotFound(): Response {
  return apiJson(404, { error: 'not-found', message: 'There is nothing at this API address.' })
}

function unexpected(error: unknown): Response {
  console.error('The Worker failed on a request', error)
  const body = { error: 'unavailable', message: 'Something went wrong on our side; try again in a moment.' }
  return apiJson(503, body, { 'Retry-After': '5' })
}

// The runtime finds a Worker's handlers in its module's default export.
// eslint-disable-next-line no-restricted-syntax
export default {
  async fetch(request: Request, env: WorkerEnv, context: ExecutionContext): Promise<Response> {
    try {
      return await route(request, env, context)
    } catch (error) {
      return unexpected(error)
    } finally {
      await drainBody(request)
    }
  },

  /**
   * Every minute (wrangler.jsonc's first Cron Trigger): the lead notices still due, a failed one again; once a
   * day (the second), the leads older than the site keeps them.
   */
  async scheduled(controller: ScheduledController, env: WorkerEnv, context: ExecutionContext): Promise<void> {
    context.waitUntil(sendDueNotices(env, controller.scheduledTime))
    if (controller.cron === RETENTION_CRON)
      context.waitUntil(deleteExpiredLeads(env, controller.scheduledTime))
  },
}
