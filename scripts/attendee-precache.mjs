/**
 * Which of the service worker's precached files an attendee's phone needs first: what a phone that came
 * through a join link uses to finish MojoMe offline and hand its card to the room (MojoMe, its result, the
 * room status, the outbox, the pages that answer offline). Read from the build's chunk graph
 * (.vite/manifest.json): every chunk the app's entry imports, and the chunks it loads on demand, except the
 * features an attendee never opens on the way (the other pages, sharing, charts, the workshop tablet). The
 * service worker precaches these at once on such a phone and the rest later (sw/sw.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Pages an attendee's phone answers offline: MojoMe, its results, the shell of /join and /result, the 404. */
const PAGES = [
  'mojo-me/index.html',
  'result/index.html',
  'app-shell.html',
  '404.html',
  'manifest.webmanifest',
]

/** Routes an attendee walks: the join link, MojoMe, the result. */
const ATTENDEE_ROUTES = /^src\/routes\/(mojo-me|join\/\$code|result\/(index|\$uuid))\.tsx\?/

/** Loaded on demand, and never on an attendee's way to the card and the room: left for later. */
const LATER =
  /^src\/(routes|glue)\/|^node_modules\/(canvg|dompurify|html2canvas|jspdf)\/|^src\/features\/(result\/(share|compare)|facilitator\/(tablet|group)|home|about|pwa\/ios-install-hint|outbox\/submit-request)|^src\/components\/result\/radar-chart/

/** The fonts cut to the site's own characters (src/fonts/); the full files, for other characters, come later. */
const SITE_FONT = /-site-wght-[\w-]+\.woff2$/

/** The file names (relative to `outDir`) an attendee's phone precaches first. */
export function attendeeFiles(outDir) {
  const graph = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
  const files = new Set(PAGES)
  const seen = new Set()
  const visit = (key) => {
    const chunk = graph[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const asset of chunk.assets ?? []) if (SITE_FONT.test(asset)) files.add(asset)
    for (const next of chunk.imports ?? []) visit(next)
    for (const next of chunk.dynamicImports ?? [])
      if (ATTENDEE_ROUTES.test(next) || !LATER.test(next)) visit(next)
  }
  visit('index.html')
  return files
}

/**
 * A Vite plugin that learns the build's output folder, and the workbox manifest transform that marks each
 * entry an attendee's phone precaches first with `attendee: true`.
 */
export function attendeePrecache() {
  let outDir = 'dist'
  return {
    plugin: {
      name: 'think-first:attendee-precache',
      configResolved(config) {
        outDir = config.build.outDir
      },
    },
    manifestTransform: async (entries) => {
      const first = attendeeFiles(outDir)
      return {
        manifest: entries.map((entry) => (first.has(entry.url) ? { ...entry, attendee: true } : entry)),
        warnings: [],
      }
    },
  }
}
