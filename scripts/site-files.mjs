/**
 * Sends one file of a site folder, looked up afresh on every request: a folder replaced while serving is read
 * from its new files, and a file that is missing or vanishes between lookup and reading is never more than
 * that request's failure. The file is opened before anything is answered, and read from that open handle.
 */
import { open } from 'node:fs/promises'
import { extname, join, sep } from 'node:path'
import { pipeline } from 'node:stream'

/** The types of the files a built site holds; anything else is sent as bytes. */
const CONTENT_TYPES = {
  '.html': 'text/html;charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
}

/** Hidden files (a segment starting with a dot) stay private, as on a static host; .well-known aside. */
const HIDDEN = /\/\.(?!well-known\/)/

/** The files an address may name, in order: itself, then as a folder's index or an .html page. */
function candidates(pathname) {
  const base = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  const names = base
    ? [base, `${base}/index`, `${base}.html`, `${base}/index.html`]
    : ['/index', '/index.html']
  return names.filter((name) => !HIDDEN.test(name))
}

function decoded(pathname) {
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}

/** The first candidate that is a regular file inside the folder, opened, or null. */
async function openFile(folder, pathname) {
  for (const name of candidates(decoded(pathname))) {
    const file = join(folder, name)
    if (!file.startsWith(folder + sep)) continue
    let handle
    try {
      handle = await open(file, 'r')
      const stats = await handle.stat()
      if (stats.isFile()) return { handle, stats, name }
    } catch {
      // Missing, unreadable or not a valid path: the next candidate, or a 404.
    }
    await handle?.close().catch(() => {})
  }
  return null
}

/** The byte range a Range header asks for, or 'unsatisfiable', or null for the whole file (no or a void range). */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '')
  if (!match || (match[1] === '' && match[2] === '')) return null
  // `bytes=-n` is the last n bytes.
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)]
  if (start > end && start < size) return null
  return start >= size ? 'unsatisfiable' : { start, end }
}

/** Sends the open file, or the part a Range header asks for, and closes it however the response ends. */
function send(req, res, { handle, stats, name }) {
  const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`
  const own = {
    'Content-Type': CONTENT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream',
    'Last-Modified': stats.mtime.toUTCString(),
    ETag: etag,
  }
  for (const [header, value] of Object.entries(own)) if (!res.hasHeader(header)) res.setHeader(header, value)

  const range = byteRange(req.headers.range, stats.size)
  const notModified = req.headers['if-none-match'] === etag
  if (notModified || range === 'unsatisfiable' || stats.size === 0) {
    handle.close().catch(() => {})
    if (notModified) res.writeHead(304).end()
    else if (range === 'unsatisfiable') res.writeHead(416, { 'Content-Range': `bytes */${stats.size}` }).end()
    else res.writeHead(200, { 'Content-Length': 0 }).end()
    return
  }
  const { start, end } = range ?? { start: 0, end: stats.size - 1 }
  if (range) {
    res.setHeader('Content-Range', `bytes ${start}-${end}/${stats.size}`)
    res.setHeader('Accept-Ranges', 'bytes')
  }
  res.setHeader('Content-Length', end - start + 1)
  res.writeHead(range ? 206 : 200)
  // The file is closed when the response ends, fails or is dropped by the client, even before it began.
  pipeline(handle.createReadStream({ start, end }), res, () => {})
}

/**
 * Answers `req` with the folder's file for `pathname` (the pathname as requested, or as rewritten) and returns
 * true, or returns false, having sent nothing, when there is no such file. Headers already set on `res` win.
 */
export async function sendFile(req, res, folder, pathname) {
  const found = await openFile(folder, pathname)
  if (!found) return false
  try {
    send(req, res, found)
  } catch (error) {
    await found.handle.close().catch(() => {})
    throw error
  }
  return true
}
