/**
 * The owner's pages (/inbox) are for the consultancy only: a visitor's service worker must not precache their
 * code. Two readings of the build find it: the chunks made only of the owner's own modules (its routes,
 * feature, domain and copy), seen as the bundle is written, and, in the chunk graph (.vite/manifest.json), the
 * files that only the owner's routes reach. Both are left out of the precache; the owner's browser loads them
 * from the network.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The owner's routes' modules, as the chunk graph names them. */
const OWNER_ROUTES = /^src\/routes\/inbox\//
/** The owner's own modules, by path. */
const OWNER_MODULES = /\/src\/(routes\/inbox|features\/inbox|domain\/inbox|content\/inbox)[./]/

function reachable(graph, starts, skip) {
  const files = new Set()
  const seen = new Set()
  const visit = (key) => {
    const chunk = graph[key]
    if (!chunk || seen.has(key) || skip(key)) return
    seen.add(key)
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next)
  }
  for (const start of starts) visit(start)
  return files
}

/** The file names (relative to `outDir`) that only the owner's routes reach. */
export function ownerRouteFiles(outDir) {
  const graph = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
  const visitors = reachable(graph, ['index.html'], (key) => OWNER_ROUTES.test(key))
  const ownerRoutes = Object.keys(graph).filter((key) => OWNER_ROUTES.test(key))
  const owner = reachable(graph, ownerRoutes, () => false)
  return new Set([...owner].filter((file) => !visitors.has(file)))
}

/** A Vite plugin that finds the owner's files, and the workbox manifest transform that leaves them out. */
export function ownerPrecache() {
  let outDir = 'dist'
  const ownChunks = new Set()
  return {
    plugin: {
      name: 'think-first:owner-precache',
      configResolved(config) {
        outDir = config.build.outDir
      },
      generateBundle(_options, bundle) {
        for (const output of Object.values(bundle)) {
          const modules =
            output.type === 'chunk' ? output.moduleIds.map((id) => id.replaceAll('\\', '/')) : []
          if (modules.length > 0 && modules.every((id) => OWNER_MODULES.test(id)))
            ownChunks.add(output.fileName)
        }
      },
    },
    manifestTransform: async (entries) => {
      const ownerOnly = new Set([...ownChunks, ...ownerRouteFiles(outDir)])
      return { manifest: entries.filter((entry) => !ownerOnly.has(entry.url)), warnings: [] }
    },
  }
}
