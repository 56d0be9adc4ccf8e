import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const DIST = 'dist'
const ASSETS = join(DIST, 'assets')

/** Text only each heavy library's code carries in the build, to find the chunks that hold it. */
export const LIBRARY_MARKERS = {
  'chart.js': 'radialLinear',
  '@react-spring/web': 'FluidValue.get',
  '@use-gesture/react': 'swipe.velocity',
  dexie: 'Dexie',
  jspdf: 'Helvetica-Bold',
  sonner: 'data-sonner-toaster',
} as const
export type Library = keyof typeof LIBRARY_MARKERS

/** The built chunks (file names under assets/) that carry each heavy library. */
export function heavyChunks(): Record<Library, string[]> {
  const files = readdirSync(ASSETS).filter((file) => file.endsWith('.js'))
  const sources = new Map(files.map((file) => [file, readFileSync(join(ASSETS, file), 'utf8')]))
  return Object.fromEntries(
    Object.entries(LIBRARY_MARKERS).map(([library, marker]) => [
      library,
      files.filter((file) => sources.get(file)!.includes(marker)),
    ]),
  ) as Record<Library, string[]>
}

interface ManifestChunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

/** The client build's chunk graph, as Vite's manifest records it (`build.manifest`). */
export function buildManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
}

/** The files (under assets/) of these chunks and of every chunk they import statically, however deep. */
export function staticGraph(manifest: Record<string, ManifestChunk>, keys: string[]): string[] {
  const seen = new Set(keys)
  for (const key of seen) for (const imported of manifest[key]?.imports ?? []) seen.add(imported)
  return [...seen].map((key) => manifest[key]!.file.replace(/^assets\//, ''))
}
