import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { buildManifest, heavyChunks, staticGraph, type Library } from './built-chunks'

/**
 * What each built page loads to become live, read from the build's own chunk graph: the entry, the app's start
 * and everything it imports (the shell, and what a workshop's tablet starts), and the page's own chunk.
 * The chunks follow rules on module ids (vite.config.ts); these tests catch an import that would move a heavy
 * library, the pages' shared modules or the data facade into a start that does not use them.
 */
const manifest = buildManifest()
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!
/** The app's start (start-app.tsx), which the entry imports once painted. */
const startKeys = manifest[entryKey]!.dynamicImports ?? []

/**
 * The chunks of what the start-up itself may load on a page (its own `import()`s: the app's shell, the worker,
 * the outbox, a workshop tablet's code), as opposed to the pages' and their parts' code, which the shell
 * imports through the route tree. A module of a chunk group is found by the group's name.
 */
const startUpSpecifiers = [
  ...readFileSync('src/start-app.tsx', 'utf8').matchAll(/import\('\.\/([\w/-]+)'\)/g),
].map(([, path]) => path!)

function startUpImports(): string[] {
  return startUpSpecifiers.flatMap((path) => {
    const key = Object.keys(manifest).find((candidate) => new RegExp(`^src/${path}\\.tsx?$`).test(candidate))
    const group = Object.keys(manifest).find(
      (candidate) => manifest[candidate]!.name === path!.split('/').pop(),
    )
    return key ?? group ?? []
  })
}

const shellKeys = [entryKey, ...startKeys, ...startUpImports()]
const shell = staticGraph(manifest, shellKeys)

/** What every page runs before it is live: the entry, the start-up, React DOM and the router, and the shell. */
const liveKeys = [entryKey, ...startKeys, ...startUpImports().filter((key) => manifest[key]!.name === 'app')]

/** Every page's own chunk, by the route file it comes from (`index`, `mojo-me`, `result/$uuid`, …). */
const pageChunks = Object.keys(manifest)
  .map((key) => /^src\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(key))
  .filter((match) => match !== null)
  .map(([key, route]) => ({ route: route!, key }))

/** The heavy libraries a page may load at its start, because what it shows first uses them. */
const NEEDED_AT_START: Record<string, Library[]> = { product: ['@use-gesture/react'] }

test('the entry paints the page from one script, without the framework', () => {
  expect(startUpImports(), 'the chunk of each module the start-up imports').toHaveLength(
    startUpSpecifiers.length,
  )
  expect(manifest[entryKey]!.imports ?? []).toEqual([])
  expect(shell.some((file) => file.startsWith('framework-'))).toBe(true)
})

test("the shell's start is the framework and the app's own start-up, nothing the pages share", () => {
  const names = staticGraph(manifest, liveKeys).map(
    (file) => Object.values(manifest).find((chunk) => chunk.file === `assets/${file}`)!.name,
  )
  expect(new Set(names)).toEqual(new Set(['index', 'start-app', 'framework', 'app', 'rolldown-runtime']))
})

test('the home page starts without the data facade it never uses', () => {
  const home = pageChunks.find((page) => page.route === 'index')!
  const facade = Object.values(manifest).find((chunk) => chunk.name === 'device-data')!.file
  expect(staticGraph(manifest, [...liveKeys, home.key])).not.toContain(facade.replace(/^assets\//, ''))
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
