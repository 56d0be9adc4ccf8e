import { expect, test } from '@playwright/test'
import { buildManifest, heavyChunks, staticGraph, type Library } from './built-chunks'

/**
 * What each built page loads to become live, read from the build's own chunk graph: the entry, the app's start
 * and everything it imports (the shell, and what a workshop's tablet starts), and the page's own chunk.
 * The chunks follow rules on module ids (vite.config.ts); these tests catch an import that would move a heavy
 * library, or the pages' shared modules, into a page that does not use them.
 */
const manifest = buildManifest()
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!
const startKeys = manifest[entryKey]!.dynamicImports ?? []
const shellKeys = [entryKey, ...startKeys, ...startKeys.flatMap((key) => manifest[key]!.dynamicImports ?? [])]
const shell = staticGraph(manifest, shellKeys)

/** Every page's own chunk, by the route file it comes from (`index`, `mojo-me`, `result/$uuid`, …). */
const pageChunks = Object.keys(manifest)
  .map((key) => /^src\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(key))
  .filter((match) => match !== null)
  .map(([key, route]) => ({ route: route!, key }))

/** The heavy libraries a page may load at its start, because what it shows first uses them. */
const NEEDED_AT_START: Record<string, Library[]> = { product: ['@use-gesture/react'] }

test('the entry paints the page from one script, without the framework', () => {
  expect(manifest[entryKey]!.imports ?? []).toEqual([])
  expect(shell.some((file) => file.startsWith('framework-'))).toBe(true)
})

test("the shell's start brings none of the modules only pages share", () => {
  const sharedChunks = Object.values(manifest).filter((chunk) => chunk.name === 'shared')
  expect(sharedChunks).toHaveLength(1)
  expect(shell).not.toContain(sharedChunks[0]!.file.replace(/^assets\//, ''))
})

test('no page loads a heavy library at its start unless what it first shows uses it', () => {
  const chunks = heavyChunks()
  expect(pageChunks.map((page) => page.route)).toEqual(
    expect.arrayContaining(['index', 'mojo-me', 'result/index', 'result/$uuid', 'workshop', 'product']),
  )
  for (const [library, files] of Object.entries(chunks))
    expect(files, `a chunk carrying ${library}`).not.toEqual([])
  for (const { route, key } of pageChunks) {
    const start = new Set([...shell, ...staticGraph(manifest, [key])])
    for (const [library, files] of Object.entries(chunks) as [Library, string[]][]) {
      const loaded = files.filter((file) => start.has(file))
      if (NEEDED_AT_START[route]?.includes(library))
        expect(loaded, `${route} starts with ${library}`).not.toEqual([])
      else expect(loaded, `${library} in the start of ${route}`).toEqual([])
    }
  }
})
