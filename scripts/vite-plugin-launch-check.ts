/**
 * Warns, at the end of every client build, about the addresses that still hold a placeholder (docs/deploy.md,
 * "Before you launch"), as the build baked them in (VITE_SITE_URL included): it asks the server entry that the
 * prerenderer also uses.
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

interface ServerEntry {
  launchPlaceholders(): string[]
}

export function launchCheck({ serverEntry }: { serverEntry: string }): Plugin {
  let warn = (message: string) => console.warn(message)
  return {
    name: 'think-first:launch-check',
    apply: 'build',
    configResolved(config) {
      warn = (message) => config.logger.warn(message)
    },
    async closeBundle() {
      const entry = (await import(pathToFileURL(resolve(serverEntry)).href)) as ServerEntry
      const placeholders = entry.launchPlaceholders()
      if (placeholders.length === 0) return
      warn(
        `\nBefore you launch: ${placeholders.length} addresses still hold a placeholder (src/content/site.ts, ` +
          `where url is VITE_SITE_URL, and the team in src/content/about.ts): ${placeholders.join(', ')}. ` +
          `See docs/deploy.md, "Before you launch".`,
      )
    },
  }
}
