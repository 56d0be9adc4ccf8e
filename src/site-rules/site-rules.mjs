/**
 * How any host must serve the built site: the security headers, the cache rules and the rewrites. This is the
 * one definition. The build writes it into dist/_headers and dist/_redirects (the files Cloudflare Pages and
 * Netlify read), and scripts/site-server.mjs serves by those same files, so `npm start` and the edge agree.
 */
import { matchesPattern } from './host-files.mjs'

/**
 * @typedef {import('./host-files.mjs').HeaderRule} HeaderRule
 * @typedef {import('./host-files.mjs').Rewrite} Rewrite
 * @typedef {{ connectOrigins?: string[], styleAttributeHashes?: string[] }} PolicyOptions
 */

/** The Cache-Control values the site uses. */
export const CACHE = {
  /** Hashed file names never change their content. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages, the service worker and the manifest: always revalidated, so a deploy is seen at once. */
  revalidate: 'no-cache',
  /** Images, icons, media and the like keep their names across deploys but rarely change. */
  hour: 'public, max-age=3600',
}

/** Two years, as the HSTS preload list asks; subdomains are the domain owner's call, so they are left out. */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000'

/**
 * The Content-Security-Policy: nothing is allowed unless named. `connectOrigins` adds where forms may be
 * posted on another origin; `styleAttributeHashes` lets the prerendered pages' own style attributes apply
 * (and no others: the app sets styles through the CSSOM, which CSP does not restrict).
 */
export function contentSecurityPolicy(
  /** @type {PolicyOptions} */ { connectOrigins = [], styleAttributeHashes = [] } = {},
) {
  const styleAttributes = styleAttributeHashes.length
    ? ["'unsafe-hashes'", ...styleAttributeHashes.map((hash) => `'${hash}'`)].join(' ')
    : "'none'"
  return [
    "default-src 'none'",
    // 'wasm-unsafe-eval' lets WebAssembly compile (the group view's QR reader); it allows no script text.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    `style-src-attr ${styleAttributes}`,
    "img-src 'self' data: blob: https://i.ytimg.com",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectOrigins].join(' ')}`,
    "media-src 'self'",
    'frame-src https://www.youtube-nocookie.com',
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The headers every page and file is served with.
 * @param {PolicyOptions} [policy]
 */
export function securityHeaders(policy = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(policy),
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The camera for this site's own pages only: the facilitator scans attendees' QR codes.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/** The Worker's API answers (which the _headers file does not reach): JSON, never cached. */
export const API_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
}

/** The app shell, which answers the pages that exist only on visitors' devices (/result/{id}, /c/{code}). */
const APP_SHELL_FILE = '/app-shell'

/**
 * How a host matches a shell page's route pattern: `/result/$uuid` is the address `/result/:uuid` (with or
 * without the slash), and its headers apply from the parameter on (`/result/*`).
 * @param {string} route
 */
function shellRule(route) {
  const address = route.replace(/\$(\w+)/g, ':$1')
  return {
    addresses: [address, `${address}/`],
    headerPath: `${route.slice(0, route.indexOf('$'))}*`,
  }
}

/**
 * The address a top-level entry of the site folder is served at, and its Cache-Control.
 * @param {string} entry
 * @param {boolean} isDirectory
 */
function cacheRulesFor(entry, isDirectory) {
  if (entry === 'assets') return [{ path: '/assets/*', cache: CACHE.immutable }]
  if (entry === 'sw.js' || entry.endsWith('.webmanifest'))
    return [{ path: `/${entry}`, cache: CACHE.revalidate }]
  // The host serves an HTML file without its extension (404.html, app-shell.html).
  if (entry.endsWith('.html'))
    return [{ path: `/${entry.slice(0, -'.html'.length)}`, cache: CACHE.revalidate }]
  return [{ path: isDirectory ? `/${entry}/*` : `/${entry}`, cache: CACHE.hour }]
}

/**
 * Every rule for one build. `pages` are the prerendered paths ('/', '/about', '/legal/privacy', …);
 * `shellRoutes` the route patterns the app shell answers ('/result/$uuid'); `files` and `directories` are
 * the other top-level entries of the site folder. Header rules never set the
 * same header twice for one address: Cloudflare Pages would join both values, Netlify would keep one.
 * @param {{ pages: string[], shellRoutes: string[], files: string[], directories: string[] } & PolicyOptions} build
 * @returns {{ headers: HeaderRule[], rewrites: Rewrite[] }}
 */
export function siteRules({
  pages,
  shellRoutes,
  files,
  directories,
  connectOrigins = [],
  styleAttributeHashes = [],
}) {
  const shells = shellRoutes.map(shellRule)
  const pageRoots = new Set(pages.map((page) => page.split('/')[1]))
  const pageAddresses = pages
    .flatMap((page) => (page === '/' ? [page] : [page, `${page}/`]))
    .filter((address) => !shells.some((shell) => matchesPattern(shell.headerPath, address)))
  const cacheRules = [
    ...pageAddresses.map((path) => ({ path, cache: CACHE.revalidate })),
    ...shells.map((shell) => ({ path: shell.headerPath, cache: CACHE.revalidate })),
    ...files.filter((file) => file !== 'index.html').flatMap((file) => cacheRulesFor(file, false)),
    ...directories
      .filter((directory) => !pageRoots.has(directory))
      .flatMap((directory) => cacheRulesFor(directory, true)),
  ]
  return {
    headers: [
      { path: '/*', headers: securityHeaders({ connectOrigins, styleAttributeHashes }) },
      ...cacheRules.map(({ path, cache }) => ({ path, headers: { 'Cache-Control': cache } })),
    ],
    rewrites: [
      // A folder's page is served at its address without the slash (the host would redirect to add one).
      ...pages.filter((page) => page !== '/').map((page) => ({ from: page, to: `${page}/` })),
      ...shells.flatMap((shell) => shell.addresses.map((from) => ({ from, to: APP_SHELL_FILE }))),
    ],
  }
}
