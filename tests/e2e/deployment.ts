/**
 * A site that can be redeployed under a page that is open: `dist/` is served from a folder of its own, and
 * `deploy()` puts the second build there instead, as a host does: every hashed file has a new name, so the old
 * page's lazy chunks are gone (404).
 */
import { cp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { createSiteServer } from '../../scripts/site-server.mjs'
import { UPDATE_BUILD_DIR } from './global-setup'

/** The files whose text names the hashed assets. */
const TEXT_FILE = /\.(html|js|mjs|css|json|webmanifest|txt|xml)$|^_(headers|redirects)$/

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Copies a build into `target` with every file in assets/ renamed and every reference to it rewritten:
 * the two builds here differ only in their build id, where a real deployment changes the code and with it
 * every file's hash.
 */
async function copyAsNewDeployment(source: string, target: string): Promise<void> {
  await cp(source, target, { recursive: true })
  const assets = join(target, 'assets')
  const names = await readdir(assets)
  const renamed = new Map(names.map((name) => [name, `next-${name}`]))
  for (const [name, next] of renamed) await rename(join(assets, name), join(assets, next))
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  // Longest first, so a name is never replaced inside a longer one.
  const anyName = new RegExp(escaped.sort((a, b) => b.length - a.length).join('|'), 'g')
  for (const file of await filesUnder(target)) {
    const base = file.slice(file.lastIndexOf('/') + 1)
    if (!TEXT_FILE.test(base)) continue
    const text = await readFile(file, 'utf8')
    const rewritten = text.replace(anyName, (name) => renamed.get(name) ?? name)
    if (rewritten !== text) await writeFile(file, rewritten)
  }
}

export interface Deployment {
  /** The origin the site is served on. */
  origin: string
  /** Replaces the served build with the next one (new build id, every hashed file renamed). */
  deploy(): Promise<void>
  close(): Promise<void>
}

/**
 * Serves a copy of dist/ from a folder of its own, ready to be redeployed; `name` keeps tests apart. The
 * served path is a symbolic link, swapped in one rename, so no request falls between the two builds.
 */
export async function serveDeployment(name: string): Promise<Deployment> {
  const base = resolve(`dist-deploy-${name}`)
  const live = join(base, 'live')
  await rm(base, { recursive: true, force: true })
  await cp('dist', join(base, 'first'), { recursive: true })
  await copyAsNewDeployment(UPDATE_BUILD_DIR, join(base, 'next'))
  await symlink(join(base, 'first'), live)
  const server = createSiteServer({ root: live })
  await new Promise<void>((resolve) => server.listen(0, resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://localhost:${port}`,
    async deploy() {
      await symlink(join(base, 'next'), join(base, 'swap'))
      await rename(join(base, 'swap'), live)
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      // A request the closed page left behind may still be reading its file.
      await new Promise((resolve) => setTimeout(resolve, 200))
      await rm(base, { recursive: true, force: true })
    },
  }
}
