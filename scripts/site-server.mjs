/**
 * Serves a built site the way the edge (Cloudflare Pages) does: by the folder's own _headers and _redirects
 * (written by the build from site-rules.mjs), with Pages' pretty URLs (a file's .html address redirects to the
 * address without it) and its 404 page, plus gzip. Used by `npm start`, the end-to-end tests and the benchmark.
 */
import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { join, resolve } from 'node:path'
import compression from 'compression'
import sirv from 'sirv'
import { headersFor, parseHeaders, parseRedirects, rewrittenPath } from './host-files.mjs'

/** What Pages sends for a file no rule gives a Cache-Control; its 404 page is never stored, whatever the rules. */
const HOST_CACHE = { found: 'public, max-age=0, must-revalidate', notFound: 'no-store' }
/** The host's own configuration, never served. */
const HOST_FILES = new Set(['/_headers', '/_redirects'])

function readRules(folder) {
  const read = (name) => {
    const file = join(folder, name)
    if (!existsSync(file)) throw new Error(`${file} is missing: build the site with \`npm run build\`.`)
    return readFileSync(file, 'utf8')
  }
  return { headers: parseHeaders(read('_headers')), rewrites: parseRedirects(read('_redirects')) }
}

/** The address Pages redirects an .html file's address to, or null when the file does not exist. */
function prettyAddress(folder, pathname) {
  if (!pathname.endsWith('.html') || !existsSync(join(folder, pathname))) return null
  return pathname.endsWith('/index.html')
    ? pathname.slice(0, -'index.html'.length)
    : pathname.slice(0, -'.html'.length)
}

/**
 * Creates (does not start) the HTTP server for a built site folder. `live` re-reads the folder and its rules
 * on every request instead of once, for a folder that is replaced while serving (a redeploy).
 */
export function createSiteServer({ root = 'dist', live = false } = {}) {
  const folder = resolve(root)
  let rules = readRules(folder)
  const files = sirv(folder, { dev: live, etag: true, extensions: ['html'] })
  const gzip = compression()

  async function sendNotFound(res) {
    const body = await readFile(join(folder, '404.html'))
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': HOST_CACHE.notFound })
    res.end(body)
  }

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (live) {
      try {
        rules = readRules(folder)
      } catch {
        // The folder is being replaced this very moment: the rules read last still hold.
      }
    }
    const { headers, rewrites } = rules
    for (const [name, value] of Object.entries(headersFor(headers, url.pathname))) res.setHeader(name, value)

    const pretty = prettyAddress(folder, url.pathname)
    if (pretty) {
      res.writeHead(308, { Location: `${pretty}${url.search}` }).end()
      return
    }
    gzip(req, res, () => {
      if (HOST_FILES.has(url.pathname)) {
        void sendNotFound(res)
        return
      }
      if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', HOST_CACHE.found)
      req.url = `${rewrittenPath(rewrites, url.pathname)}${url.search}`
      files(req, res, () => void sendNotFound(res))
    })
  })
}
