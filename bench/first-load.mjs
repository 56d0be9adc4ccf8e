/**
 * First-load weight of a prerendered page: the scripts, module preloads and stylesheets its HTML names, the
 * app's start that the entry script imports once the page has painted and everything that start imports, and
 * every chunk those import statically, each gzipped the way the static host sends it. Other dynamic
 * `import()`s are left out: routes and actions fetch them later, not before the page can run.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Any origin works: it only turns relative references into paths under dist/. */
const BASE = 'http://bench.invalid'

const TAG = /<(script|link)\b[^>]*>/gi

/**
 * Static `import … from "x"`, `import "x"` and `export … from "x"` at statement starts. `import(` and
 * `import.meta` never match because the binding list may not contain `(` or `.`.
 */
const STATIC_IMPORT =
  /(?:^|[;\n}])\s*(?:import\s*(?:[\w$\s,*{}]*?\s*from\s*)?|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*)(["'`])([^"'`\n]+)\1/g

function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

/** The JS and CSS URLs an HTML document loads before it runs. */
export function entryAssets(html, pageUrl) {
  const js = []
  const css = []
  for (const [tag, name] of html.matchAll(TAG)) {
    if (name.toLowerCase() === 'script') {
      const src = attribute(tag, 'src')
      if (src && attribute(tag, 'type') === 'module') js.push(new URL(src, pageUrl).href)
      continue
    }
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/)
    const href = attribute(tag, 'href')
    if (!href) continue
    if (rel.includes('modulepreload')) js.push(new URL(href, pageUrl).href)
    else if (rel.includes('stylesheet')) css.push(new URL(href, pageUrl).href)
  }
  return { js, css }
}

/** `import("x")` with a literal specifier, as Rolldown writes it (in any quote style). */
const DYNAMIC_IMPORT = /\bimport\(\s*(["'`])([^"'`\n]+)\1\s*\)/g

function resolvedSpecifiers(source, chunkUrl, pattern) {
  const urls = []
  for (const match of source.matchAll(pattern)) {
    const specifier = match[2]
    if (/^(\.{1,2})?\//.test(specifier)) urls.push(new URL(specifier, chunkUrl).href)
  }
  return urls
}

/** The relative and absolute specifiers a chunk imports statically (bare specifiers cannot occur). */
export function staticImports(source, chunkUrl) {
  return resolvedSpecifiers(source, chunkUrl, STATIC_IMPORT)
}

/** The chunks a chunk imports with `import()`. */
export function dynamicImports(source, chunkUrl) {
  return resolvedSpecifiers(source, chunkUrl, DYNAMIC_IMPORT)
}

function createReader(distDir) {
  const cache = new Map()
  return (url) => {
    const { pathname, origin } = new URL(url)
    if (origin !== BASE) throw new Error(`First-load asset is not on the site: ${url}`)
    if (!cache.has(pathname)) cache.set(pathname, readFile(join(distDir, decodeURIComponent(pathname))))
    return cache.get(pathname)
  }
}

/** Gzip bytes of the JS and CSS a route loads first; `htmlFile` is its prerendered HTML under dist/. */
export async function firstLoadBytes(distDir, routePath, htmlFile) {
  const read = createReader(distDir)
  const pageUrl = new URL(routePath, BASE).href
  const html = (await readFile(join(distDir, htmlFile))).toString('utf8')
  const entries = entryAssets(html, pageUrl)
  // The entry script only paints the prerendered page and then imports the app's start, which imports React
  // DOM, the app and what it starts once live: all of it is what the page needs to become interactive.
  for (const entry of [...entries.js]) {
    for (const start of dynamicImports((await read(entry)).toString('utf8'), entry)) {
      entries.js.push(start, ...dynamicImports((await read(start)).toString('utf8'), start))
    }
  }

  // Breadth-first over static imports; the Set keeps a chunk shared by several entries counted once.
  const jsFiles = new Set(entries.js)
  for (const url of jsFiles) {
    const source = (await read(url)).toString('utf8')
    for (const imported of staticImports(source, url)) jsFiles.add(imported)
  }
  const cssFiles = new Set(entries.css)

  const gzipBytes = async (url) => gzipSync(await read(url)).length
  const sizes = async (files) =>
    Promise.all([...files].map(async (url) => ({ file: new URL(url).pathname, gzip: await gzipBytes(url) })))
  const js = await sizes(jsFiles)
  const css = await sizes(cssFiles)
  const total = (list) => list.reduce((sum, item) => sum + item.gzip, 0)
  return { js: total(js), css: total(css), files: { js, css } }
}
