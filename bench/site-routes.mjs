/**
 * The prerendered routes of a built site. Walking dist/ for index.html finds every page, including any
 * that leave the sitemap; 404.html and app-shell.html are not route folders, so they drop out by design.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

function htmlFiles(folder, root = folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full, root)
    return entry.name === 'index.html' ? [relative(root, full).split(sep).join('/')] : []
  })
}

/** The origin and paths the sitemap lists, in its order (the order of the pages table). */
export function sitemapEntries(distDir) {
  const file = join(distDir, 'sitemap.xml')
  if (!existsSync(file)) return { origin: undefined, paths: [] }
  const urls = [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]),
  )
  return { origin: urls[0]?.origin, paths: urls.map((url) => url.pathname.replace(/(.)\/$/, '$1')) }
}

/**
 * The origin dist/ was built for, from the home page's canonical link. The sitemap is no guide: the
 * prerenderer reads the site URL outside Vite, so it always carries the default origin.
 */
export function builtOrigin(distDir) {
  const file = join(distDir, 'index.html')
  if (!existsSync(file)) return undefined
  const tag = readFileSync(file, 'utf8').match(/<link\b[^>]*\brel="canonical"[^>]*>/)?.[0]
  const href = tag?.match(/\bhref="([^"]+)"/)?.[1]
  return href ? new URL(href).origin : undefined
}

/** Whether a prerendered page asks search engines to leave it out (a room's join page, say). */
export function isNoindex(distDir, htmlFile) {
  return /<meta\b[^>]*name="robots"[^>]*content="[^"]*noindex/i.test(
    readFileSync(join(distDir, htmlFile), 'utf8'),
  )
}

/** Every route with its HTML file, home first and then in sitemap order, unlisted pages last. */
export function prerenderedRoutes(distDir) {
  const routes = htmlFiles(distDir).map((file) => ({
    path: file === 'index.html' ? '/' : `/${file.slice(0, -'/index.html'.length)}`,
    htmlFile: file,
  }))
  const order = sitemapEntries(distDir).paths
  const rank = (path) => (order.includes(path) ? order.indexOf(path) : order.length)
  return routes.sort((a, b) => rank(a.path) - rank(b.path) || a.path.localeCompare(b.path))
}
