/**
 * Serves a built site the way Cloudflare Pages will, in its own runtime (workerd, through `wrangler pages
 * dev`): the folder's _headers and _redirects, the Function at /api/forms, and a local D1 database with the
 * migrations applied. Needs no network and no Cloudflare account.
 */
import { rm } from 'node:fs/promises'
import { runWrangler, spawnWrangler } from './wrangler.mjs'

/**
 * Applies the migrations to the local database in `state`, then starts the server; resolves to its process.
 * @param {{ site: string, port: number, state: string, fresh?: boolean }} options `fresh` empties the database first
 */
export async function startEdgeServer({ site, port, state, fresh = false }) {
  if (fresh) await rm(state, { recursive: true, force: true })
  await runWrangler(['d1', 'migrations', 'apply', 'FORMS_DB', '--local', '--persist-to', state])
  const server = spawnWrangler(['pages', 'dev', site, '--port', String(port), '--persist-to', state])
  // Whoever stops this process stops the server with it.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => server.kill(signal))
  server.on('exit', (code) => process.exit(code ?? 0))
  return server
}
