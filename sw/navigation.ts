/** Which precached HTML file answers a navigation, mirroring how the static host serves the same path. */

export const APP_SHELL = '/app-shell.html'
export const NOT_FOUND_PAGE = '/404.html'

/** Route patterns whose pages render in the browser from the shell (a test holds this to the route tree). */
export const SHELL_ROUTES: readonly string[] = [
  '/result/$uuid',
  '/c/$code',
  '/d/$code',
  '/join/$code',
  '/room/$code',
  '/audience/$code',
]

/** Whether a path is an address of a route pattern, where a `$name` segment stands for any one segment. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean)
  const have = pathname.split('/').filter(Boolean)
  return (
    want.length === have.length &&
    want.every((segment, index) => segment.startsWith('$') || segment === have[index])
  )
}

/** The prerendered file for a path: `/` → /index.html, `/about/` → /about/index.html. */
export function pageFileFor(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  if (trimmed === '' || trimmed === '/index.html') return '/index.html'
  if (trimmed.endsWith('.html')) return trimmed
  return `${trimmed}/index.html`
}

/** Precached files that may answer a path, best first; result and room pages render in the browser from the shell. */
export function precachedFilesFor(pathname: string): string[] {
  const files = [pageFileFor(pathname)]
  if (SHELL_ROUTES.some((route) => matchesRoute(route, pathname))) files.push(APP_SHELL)
  return files
}
