/**
 * Writes a static HTML file for every public route during the client build, from the renderer that
 * `vite build --ssr src/entry-server.tsx` produced. Files are emitted into the bundle (not written after
 * it), so the service worker's precache manifest, generated later in the build, lists them too.
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { OutputAsset } from 'rolldown'
import type { Plugin } from 'vite'
import type { PageMeta } from '../src/content/pages'
import type { RenderedPage } from '../src/entry-server'

interface ServerEntry {
  renderPage(path: string): Promise<RenderedPage>
  prerenderedPages: readonly PageMeta[]
  site: { url: string }
}

interface PrerenderOptions {
  serverEntry: string
  /** Written into every page, so two deployments of different code always differ (and the worker updates). */
  buildId: string
}

/** Marks where the prerenderer puts a page's head tags and its markup. */
const TITLE_TAG = /<title>[^<]*<\/title>/
const ROOT_ELEMENT = '<div id="root"></div>'
const FONT_FILE = /(inter|bricolage-grotesque)-site-wght-[\w-]+\.woff2$/

/** The file a path's HTML is written to: `/` to index.html, `/404` to 404.html, others to a folder. */
export function htmlFileFor(path: string): string {
  if (path === '/') return 'index.html'
  if (path === '/404') return '404.html'
  return `${path.slice(1)}/index.html`
}

export function prerender({ serverEntry, buildId }: PrerenderOptions): Plugin {
  return {
    name: 'think-first:prerender',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const templateAsset = bundle['index.html'] as OutputAsset | undefined
      if (!templateAsset) this.error('index.html is missing from the client bundle')
      const fontPreloads = Object.keys(bundle)
        .filter((file) => FONT_FILE.test(file))
        .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`)
      const headExtras = [`<meta name="build-id" content="${buildId}">`, ...fontPreloads]
      const template = String(templateAsset.source).replace(
        '</title>',
        `</title>\n    ${headExtras.join('\n    ')}`,
      )

      const entry = (await import(pathToFileURL(resolve(serverEntry)).href)) as ServerEntry

      for (const page of entry.prerenderedPages) {
        const rendered = await entry.renderPage(page.path)
        const html = template
          .replace(TITLE_TAG, rendered.head.replaceAll('><', '>\n    <'))
          .replace(ROOT_ELEMENT, `<div id="root">${rendered.html}</div>`)
        const fileName = htmlFileFor(page.path)
        if (fileName === 'index.html') templateAsset.source = html
        else this.emitFile({ type: 'asset', fileName, source: html })
      }

      // /result/{uuid} pages exist only on visitors' devices, so they get the bare app shell.
      this.emitFile({ type: 'asset', fileName: 'app-shell.html', source: template })
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: sitemap(entry.site.url, entry.prerenderedPages),
      })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robots(entry.site.url) })
    },
  }
}

function sitemap(origin: string, pages: readonly PageMeta[]): string {
  const urls = pages
    .filter((page) => page.indexable)
    .map((page) => `  <url><loc>${origin}${page.path === '/' ? '/' : page.path}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

function robots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /result/\n\nSitemap: ${origin}/sitemap.xml\n`
}
