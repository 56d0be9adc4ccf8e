/** Which precached HTML file answers a navigation, mirroring how the static host serves the same path. */

export const APP_SHELL = '/app-shell.html'
export const NOT_FOUND_PAGE = '/404.html'

const RESULT_PAGE = /^\/result\/[^/]+\/?$/

/** The prerendered file for a path: `/` → /index.html, `/about/` → /about/index.html. */
export function pageFileFor(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  if (trimmed === '' || trimmed === '/index.html') return '/index.html'
  if (trimmed.endsWith('.html')) return trimmed
  return `${trimmed}/index.html`
}

/** Precached files that may answer a path, best first; result pages render in the browser from the shell. */
export function precachedFilesFor(pathname: string): string[] {
  const files = [pageFileFor(pathname)]
  if (RESULT_PAGE.test(pathname)) files.push(APP_SHELL)
  return files
}
