/**
 * How the client build groups modules into chunks. Left to itself, Rolldown gives every set of importers its
 * own chunk: a page needed 45 files, most under 2 kB, each found only once the file importing it had
 * arrived, ten round trips deep. Two groups flatten that: the framework every page runs, and the light
 * source modules that more than one page shares. Only modules that reach no package but the framework's and
 * Jotai's join the shared chunk, so a heavy library (chart.js, Dexie, jsPDF and the like load
 * only where they are used) never follows them in, and nothing the entry script runs before the first paint
 * does.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { CodeSplittingGroup } from 'rolldown'

/** The packages every page runs: React, React DOM and the router (with what they import). */
const FRAMEWORK_PACKAGES = ['react', 'react-dom', 'scheduler', '@tanstack', 'use-sync-external-store']
const FRAMEWORK = new RegExp(`[\\\\/]node_modules[\\\\/](${FRAMEWORK_PACKAGES.join('|')})[\\\\/]`)
const PRELOAD_HELPER = /vite\/preload-helper/
const JOTAI_VANILLA = /[\\/]node_modules[\\/]jotai[\\/]esm[\\/]vanilla(\.mjs$|[\\/])/
/** Packages a shared module may import: the framework's, and Jotai (its store stays with the entry). */
const SHAREABLE_PACKAGES = [...FRAMEWORK_PACKAGES, 'jotai']
const SOURCE = /[\\/]src[\\/]/
const ENTRY = resolve('src/main.tsx')
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']
/** `import … from 'x'`, `import 'x'` and `export … from 'x'`; dynamic imports start chunks of their own. */
const STATIC_IMPORT =
  /^\s*(?:import\s+(?:[\w$*{},\s]+?\s+from\s+)?|export\s+(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s+from\s+)['"]([^'"]+)['"]/gm

function sourceFile(specifier: string, importer: string): string | undefined {
  const base = resolve(dirname(importer), specifier)
  if (/\.[cm]?[jt]sx?$/.test(base) && existsSync(base)) return base
  return EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file))
}

function staticImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)].map(([, specifier]) => specifier ?? '')
}

const isShareablePackage = (specifier: string) =>
  SHAREABLE_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))

/**
 * Whether a source file may join the shared chunk: it and every source file it imports, however deep,
 * import no package but the framework's and Jotai's, and none of them runs before the first paint. Whatever
 * such a module imports can follow it into the shared chunk without bringing a heavy library or a cycle.
 */
function canShare(file: string, beforeFirstPaint: Set<string>, known: Map<string, boolean>): boolean {
  const cached = known.get(file)
  if (cached !== undefined) return cached
  // Within an import cycle the answer is not known yet; counting it against sharing errs on the safe side.
  known.set(file, false)
  const shareable =
    !beforeFirstPaint.has(file) &&
    staticImports(file).every((specifier) => {
      if (!specifier.startsWith('.')) return isShareablePackage(specifier)
      const imported = sourceFile(specifier, file)
      return imported !== undefined && canShare(imported, beforeFirstPaint, known)
    })
  known.set(file, shareable)
  return shareable
}

/** The source files the entry script imports statically: they run before the first paint. */
function entryGraph(): Set<string> {
  const graph = new Set<string>()
  const visit = (file: string) => {
    if (graph.has(file)) return
    graph.add(file)
    for (const specifier of staticImports(file)) {
      const imported = specifier.startsWith('.') ? sourceFile(specifier, file) : undefined
      if (imported) visit(imported)
    }
  }
  visit(ENTRY)
  return graph
}

export function chunkGroups(): CodeSplittingGroup[] {
  const beforeFirstPaint = entryGraph()
  const known = new Map<string, boolean>()
  return [
    // Vite's helper behind every dynamic import, and Jotai's store: the entry script runs both before the
    // first paint, so neither may follow a shared module into the shared chunk.
    { name: 'preload-helper', test: PRELOAD_HELPER, priority: 30 },
    { name: 'store', test: JOTAI_VANILLA, priority: 30 },
    { name: 'framework', test: FRAMEWORK, priority: 20 },
    {
      name: 'shared',
      test: (id) => {
        const [file = id] = id.split('?')
        return SOURCE.test(file) && canShare(file, beforeFirstPaint, known)
      },
      minShareCount: 2,
      priority: 10,
    },
  ]
}
