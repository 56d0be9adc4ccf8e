/**
 * Serves a built site the way the Cloudflare Worker will (wrangler.jsonc), in its own runtime (workerd, through
 * `wrangler dev`): the folder as static assets with its _headers and _redirects, the Worker's routes and a
 * local D1 database. Needs no network and no Cloudflare account.
 */
import { rm } from 'node:fs/promises'
import { LOCAL_DEVELOPMENT_VARS, runWrangler, spawnWrangler } from './wrangler.mjs'

/**
 * Applies the migrations to the local D1 database kept in `state`; `fresh` empties it first.
 * @param {string} state
 * @param {{ fresh?: boolean }} [options]
 */
export async function migrateLocalDatabase(state, { fresh = false } = {}) {
  if (fresh) await rm(state, { recursive: true, force: true })
  await runWrangler(['d1', 'migrations', 'apply', 'FORMS_DB', '--local', '--persist-to', state])
}

/**
 * Starts the server; stopping this process stops it too, and it ending ends this process. `vars` are the
 * Worker's settings beyond local development's.
 * @param {{ site: string, port: number, state: string, vars?: Record<string, string> }} options
 */
export function serveOnEdge({ site, port, state, vars = {} }) {
  const server = spawnWrangler([
    'dev',
    '--local',
    '--assets',
    site,
    '--port',
    String(port),
    // Its own debugger port beside the server's, so that two servers on one machine do not collide on 9229.
    '--inspector-port',
    String(port + 1000),
    '--persist-to',
    state,
    '--show-interactive-dev-session=false',
    ...LOCAL_DEVELOPMENT_VARS,
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ])
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => server.kill(signal))
  server.on('exit', (code) => process.exit(code ?? 0))
  return server
}
