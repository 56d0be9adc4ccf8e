/**
 * The characters the site itself writes: printable ASCII and every other character in the app's source
 * (its copy, and the few marks components draw). The site's fonts are cut down to these
 * (scripts/make-fonts.mjs); anything else, such as a visitor's own accented name, falls to the full font files.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

const SOURCE = /\.(ts|tsx)$/

async function sourceFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(path)
      return SOURCE.test(entry.name) ? [path] : []
    }),
  )
  return nested.flat()
}

/** The code points of printable ASCII and of every character in `srcDir`'s sources, in order. */
export async function siteCodePoints(srcDir = 'src') {
  const points = new Set()
  for (let point = 0x20; point < 0x7f; point++) points.add(point)
  // The markup's own line breaks and tabs: a browser weighs them too when it picks a face for a text.
  for (const point of [0x09, 0x0a, 0x0d]) points.add(point)
  for (const file of await sourceFiles(srcDir))
    for (const character of await readFile(file, 'utf8')) {
      const point = character.codePointAt(0)
      if (point > 0x7f) points.add(point)
    }
  return [...points].sort((a, b) => a - b)
}

/** CSS `unicode-range` for sorted code points, runs of neighbours written as one range. */
export function unicodeRange(points) {
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0')
  const ranges = []
  for (const point of points) {
    const last = ranges.at(-1)
    if (last && point === last[1] + 1) last[1] = point
    else ranges.push([point, point])
  }
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',')
}
