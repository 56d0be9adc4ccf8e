/**
 * The built site's files, answered as Cloudflare Pages answered them, so that moving to a Worker changed no
 * address's status or headers: Workers' assets redirect a file's .html address with a 307 where Pages sent a
 * permanent 308, and send their 404 page with a cacheable Cache-Control where Pages never let it be stored.
 * Only requests the assets cannot answer alone reach this (.html addresses, misses, the Worker's own paths).
 */
const NOT_FOUND_PAGE = '/404'

/** The assets' answer to `request`, with Pages' redirect status and 404 page. */
export async function siteAsset(request: Request, assets: Fetcher): Promise<Response> {
  const response = await assets.fetch(request)
  if (response.status === 307 && new URL(request.url).pathname.endsWith('.html')) {
    return new Response(null, { status: 308, headers: response.headers })
  }
  if (response.status !== 404) return response
  return notFoundPage(request, assets)
}

/** The prerendered 404 page, with status 404 and never stored. */
export function notFoundPage(request: Request, assets: Fetcher): Promise<Response> {
  return unstoredPage(request, assets, NOT_FOUND_PAGE, { status: 404 })
}

/**
 * The site's file at `path`, answering `request` (its headers passed on, no body for HEAD), never stored:
 * with `status` instead of the file's own, and `headers` over the file's.
 */
export async function unstoredPage(
  request: Request,
  assets: Fetcher,
  path: string,
  { status, headers: extra = {} }: { status?: number; headers?: Record<string, string> } = {},
): Promise<Response> {
  const page = await assets.fetch(new Request(new URL(path, request.url), { headers: request.headers }))
  const headers = new Headers(page.headers)
  headers.set('Cache-Control', 'no-store')
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  headers.delete('ETag')
  return new Response(request.method === 'HEAD' ? null : page.body, {
    status: status ?? page.status,
    headers,
  })
}
