/**
 * The site's Worker: the built site is served as static assets (with the `_headers` and `_redirects` the build
 * writes) without running this code; only the paths `wrangler.jsonc` routes here first (`run_worker_first`)
 * reach it, and the addresses no file answers. Whatever else it is asked for goes back to the assets.
 */
import { handleCardLink } from './card-link'
import { handleDuoLink } from './duo-link'
import { handleFormsRequest, type FormsEnv } from './forms-endpoint'
import { handleRoomsRequest, type RoomsEnv } from './rooms-router'
import { siteAsset } from './site-assets'

export { RoomObject } from './room-object'

export interface WorkerEnv extends FormsEnv, RoomsEnv {
  ASSETS: Fetcher
}

// The runtime finds a Worker's handlers in its module's default export.
// eslint-disable-next-line no-restricted-syntax
export default {
  fetch(request: Request, env: WorkerEnv, context: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (pathname === '/api/forms') return handleFormsRequest(request, env)
    if (pathname === '/api/rooms' || pathname.startsWith('/api/rooms/'))
      return handleRoomsRequest(request, env)
    if (pathname.startsWith('/c/')) return handleCardLink(request, env.ASSETS, context)
    if (pathname.startsWith('/d/')) return handleDuoLink(request, env.ASSETS, context)
    return siteAsset(request, env.ASSETS)
  },
}
