/**
 * Serves the built site the way a static host should: gzip, long-lived caching for hashed assets, the
 * security headers, /result/{id} answered by the app shell, and a real 404 page (or a bare 404 under
 * /assets/) for anything else. Used by `npm start`, the end-to-end tests and the benchmark.
 */
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { join, resolve } from 'node:path'
import compression from 'compression'
import sirv from 'sirv'

/** The Content-Security-Policy; `connectOrigins` adds where forms may be posted. */
export function contentSecurityPolicy(connectOrigins = []) {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets WebAssembly compile (the group view's QR reader); it allows no script text.
    "script-src 'self' 'wasm-unsafe-eval'",
    // sonner injects its stylesheet at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://i.ytimg.com",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectOrigins].join(' ')}`,
    "media-src 'self'",
    'frame-src https://www.youtube-nocookie.com',
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "frame-ancestors 'none'",
  ].join('; ')
}

function securityHeaders(connectOrigins) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(connectOrigins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The camera for this site's own pages only: the facilitator scans attendees' QR codes.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/** Cache lifetime by path: hashed assets forever, the worker and pages always revalidated. */
export function cacheControlFor(pathname) {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (pathname.endsWith('.html') || pathname === '/sw.js' || pathname.endsWith('.webmanifest'))
    return 'no-cache'
  return 'public, max-age=3600'
}

const RESULT_PAGE = /^\/result\/[^/]+\/?$/

/**
 * Creates (does not start) the HTTP server for a built site folder. `live` re-reads the folder on every
 * request instead of indexing it once, for a folder that is replaced while serving (a redeploy).
 */
export function createSiteServer({ root = 'dist', connectOrigins = [], live = false } = {}) {
  const folder = resolve(root)
  const headers = securityHeaders(connectOrigins)
  const files = sirv(folder, {
    dev: live,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname))
    },
  })
  const gzip = compression()

  async function sendHtml(res, file, status) {
    const body = await readFile(join(folder, file))
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
    res.end(body)
  }

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    gzip(req, res, () => {
      files(req, res, () => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
        if (pathname.startsWith('/assets/')) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
          res.end('Not found')
          return
        }
        if (RESULT_PAGE.test(pathname)) void sendHtml(res, 'app-shell.html', 200)
        else void sendHtml(res, '404.html', 404)
      })
    })
  })
}
