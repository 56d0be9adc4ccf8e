/** Which precached HTML file answers a navigation, mirroring how the static host serves the same path. */

export const APP_SHELL = '/app-shell.html'
export const NOT_FOUND_PAGE = '/404.html'

/** Pages that exist only on visitors' devices: a result, a live room's join page and its screen. */
const SHELL_PAGE = /^\/(result|join|room)\/[^/]+\/?$/

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
  if (SHELL_PAGE.test(pathname)) files.push(APP_SHELL)
  return files
}
