/**
 * The product's own TypeScript modules, for the bench: loaded through Vite's module runner, so the bench
 * seals cards and shapes results by the app's rules instead of keeping copies of them.
 */
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

/**
 * The module at `path`, from the repository's root (e.g. 'src/domain/room/room-crypto.ts').
 * @param {string} path
 */
export async function productModule(path) {
  const file = fileURLToPath(new URL(`../${path}`, import.meta.url))
  const { module } = await runnerImport(file, { configFile: false })
  return module
}
