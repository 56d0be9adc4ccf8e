/**
 * The edge tests' server: builds the site for the Cloudflare Worker (`--mode edge`: its forms post to
 * /api/forms) into dist-edge/ while an empty local D1 database gets its tables, then serves both with
 * `wrangler dev`, with the tests' own Cloudflare Access team beside it (access-team-server.mjs). Reuses the
 * prerenderer from `npm run build`, as the end-to-end tests' second build does.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { migrateLocalDatabase, serveOnEdge } from '../../scripts/edge-server.mjs'
import { TEST_AUDIENCE } from '../support/access-tokens.mjs'
import { serveAccessTeam } from './access-team-server.mjs'
import { EDGE_ACCESS_PORT, EDGE_ACCESS_TEAM, EDGE_PORT, EDGE_SITE_DIR, EDGE_STATE } from './edge-settings.mjs'

if (!existsSync('.prerender/entry-server.js')) {
  throw new Error('Build the site first: `npm run build` (npm test does this for you).')
}

function buildForEdge() {
  // The edge build's own endpoint is what is under test, so one set in this shell must not override it.
  const env = { ...process.env, BUILD_ID: 'edge-tests' }
  delete env.VITE_FORMS_ENDPOINT
  const vite = resolve('node_modules/.bin/vite')
  const args = ['build', '--mode', 'edge', '--outDir', EDGE_SITE_DIR, '--emptyOutDir', '--logLevel', 'error']
  return new Promise((done, fail) => {
    spawn(process.execPath, [vite, ...args], { env, stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? done(undefined) : fail(new Error(`The edge build exited with ${code}`)),
    )
  })
}

await Promise.all([
  buildForEdge(),
  migrateLocalDatabase(EDGE_STATE, { fresh: true }),
  serveAccessTeam(EDGE_ACCESS_PORT),
])
serveOnEdge({
  site: EDGE_SITE_DIR,
  port: EDGE_PORT,
  state: EDGE_STATE,
  vars: { ACCESS_TEAM_DOMAIN: EDGE_ACCESS_TEAM, ACCESS_AUD: TEST_AUDIENCE },
})
