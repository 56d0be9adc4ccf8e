/**
 * Serves a built site the way the edge (Cloudflare Pages) does: by the folder's own _headers and _redirects
 * (written by the build from site-rules.mjs), with Pages' pretty URLs (a file's .html address redirects to the
 * address without it) and its 404 page, plus gzip. Used by `npm start`, the end-to-end tests and the benchmark.
 *
 * Every request reads the folder as it is then, so a folder replaced while serving (a redeploy) is served from
 * its new files, a file that has gone is a 404, and no request, however broken, can stop the server.
 */
import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { join, resolve, sep } from 'node:path'
import compression from 'compression'
import { headersFor, parseHeaders, parseRedirects, rewrittenPath } from '../src/site-rules/host-files.mjs'
import { sendFile } from './site-files.mjs'

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
  if (!pathname.endsWith('.html')) return null
  const file = join(folder, pathname)
  if (!file.startsWith(folder + sep) || !existsSync(file)) return null
  return pathname.endsWith('/index.html')
    ? pathname.slice(0, -'index.html'.length)
    : pathname.slice(0, -'.html'.length)
}

/** Creates (does not start) the HTTP server for a built site folder. */
export function createSiteServer({ root = 'dist' } = {}) {
  const folder = resolve(root)
  let rules = readRules(folder)
  const gzip = compression()

  function currentRules() {
    try {
      rules = readRules(folder)
    } catch {
      // The folder is being replaced this very moment: the rules read last still hold.
    }
    return rules
  }

  async function sendNotFound(res) {
    const body = await readFile(join(folder, '404.html')).catch(() => 'Not found')
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': HOST_CACHE.notFound })
    res.end(body)
  }

  async function answer(req, res) {
    const url = URL.parse(req.url ?? '/', 'http://localhost')
    if (!url) {
      res.writeHead(400).end()
      return
    }
    const { headers, rewrites } = currentRules()
    for (const [name, value] of Object.entries(headersFor(headers, url.pathname))) res.setHeader(name, value)

    const pretty = prettyAddress(folder, url.pathname)
    if (pretty) {
      res.writeHead(308, { Location: `${pretty}${url.search}` }).end()
      return
    }
    await new Promise((resolve) => gzip(req, res, resolve))
    if (HOST_FILES.has(url.pathname)) return sendNotFound(res)
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', HOST_CACHE.found)
    const found = await sendFile(req, res, folder, rewrittenPath(rewrites, url.pathname))
    if (!found) await sendNotFound(res)
  }

  return createServer((req, res) => {
    answer(req, res).catch(() => {
      // Whatever went wrong belongs to this request alone.
      if (res.headersSent) res.destroy()
      else res.writeHead(500).end()
    })
  })
}
