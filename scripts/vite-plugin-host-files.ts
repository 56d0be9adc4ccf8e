/**
 * Writes _headers and _redirects into the site folder from src/site-rules/site-rules.mjs, for this build: its pages,
 * the folder's other entries, the forms endpoint's origin when it is another site (connect-src) and the
 * prerendered pages' style attributes (style-src-attr). Runs after the prerenderer, whose pages it reads.
 */
import { readdirSync } from 'node:fs'
import type { OutputAsset } from 'rolldown'
import type { Plugin, ResolvedConfig } from 'vite'
import { shellPages } from '../src/content/pages'
import { formsEndpointFrom } from '../src/domain/outbox/outbox-delivery'
import { renderHeaders, renderRedirects } from '../src/site-rules/host-files.mjs'
import { siteRules } from '../src/site-rules/site-rules.mjs'
import { styleAttributeHashes } from './style-attribute-hashes.mjs'

/** Written by vite-plugin-pwa once the bundle is out, so they are not in it yet. */
const PWA_FILES = ['sw.js', 'manifest.webmanifest']

/** The address of a prerendered page's file (index.html, about/index.html), or null for any other file. */
function pageOf(fileName: string): string | null {
  if (fileName === 'index.html') return '/'
  return fileName.endsWith('/index.html') ? `/${fileName.slice(0, -'/index.html'.length)}` : null
}

export function hostFiles(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'think-first:host-files',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle(_options, bundle) {
      const names = Object.keys(bundle)
      const publicEntries = config.publicDir ? readdirSync(config.publicDir, { withFileTypes: true }) : []
      const files = new Set([
        ...names.filter((name) => !name.includes('/')),
        ...publicEntries.filter((entry) => entry.isFile()).map((entry) => entry.name),
        ...PWA_FILES,
      ])
      const directories = new Set([
        ...names.filter((name) => name.includes('/')).map((name) => name.split('/')[0] ?? name),
        ...publicEntries.filter((entry) => entry.isDirectory()).map((entry) => entry.name),
      ])
      const html = names
        .filter((name) => name.endsWith('.html'))
        .map((name) => String((bundle[name] as OutputAsset).source))
      const endpoint = formsEndpointFrom(config.env.VITE_FORMS_ENDPOINT)
      const rules = siteRules({
        pages: names.map(pageOf).filter((page): page is string => page !== null),
        shellRoutes: shellPages.map((page) => page.path),
        files: [...files],
        directories: [...directories],
        connectOrigins: endpoint ? [new URL(endpoint).origin] : [],
        styleAttributeHashes: styleAttributeHashes(html),
      })
      this.emitFile({ type: 'asset', fileName: '_headers', source: renderHeaders(rules.headers) })
      this.emitFile({ type: 'asset', fileName: '_redirects', source: renderRedirects(rules.rewrites) })
      // The build's manifest (which the tests read) names source files: the Worker does not publish it.
      this.emitFile({ type: 'asset', fileName: '.assetsignore', source: '.vite/\n' })
    },
  }
}
