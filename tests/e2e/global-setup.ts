import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

/** The second build the update tests switch to: the same site, another build id, so a new worker waits. */
export const UPDATE_BUILD_DIR = 'dist-update'
/** The build id the second build carries. */
export const NEW_BUILD_ID = 'e2e-update'

const BUILD_ID_META = /(<meta name="build-id" content=")[^"]*(")/

const md5 = (text: string) => createHash('md5').update(text).digest('hex')

/**
 * The second build, made from dist/ rather than by building again: what a build with another BUILD_ID
 * writes differs only in the pages' build-id tag and, for those pages, in the service worker's precache
 * revisions (the MD5 of each file), which change with them.
 */
async function deriveNextBuild(source: string, target: string, buildId: string): Promise<void> {
  await rm(target, { recursive: true, force: true })
  await cp(source, target, { recursive: true })
  const entries = await readdir(target, { recursive: true, withFileTypes: true })
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  let worker = await readFile(join(target, 'sw.js'), 'utf8')
  for (const page of pages) {
    const path = join(page.parentPath, page.name)
    const before = await readFile(path, 'utf8')
    const after = before.replace(BUILD_ID_META, `$1${buildId}$2`)
    if (after === before) continue
    await writeFile(path, after)
    const url = relative(target, path).replaceAll('\\', '/')
    const precached = `"revision":"${md5(before)}","url":"${url}"`
    if (!worker.includes(precached)) throw new Error(`sw.js does not precache ${url} as ${precached}`)
    worker = worker.replace(precached, `"revision":"${md5(after)}","url":"${url}"`)
  }
  await writeFile(join(target, 'sw.js'), worker)
}

export default async function globalSetup() {
  if (!existsSync('dist/index.html') || !existsSync('.prerender/entry-server.js')) {
    throw new Error('Build the site first: `npm run build` (npm test does this for you).')
  }
  await deriveNextBuild('dist', UPDATE_BUILD_DIR, NEW_BUILD_ID)
}
