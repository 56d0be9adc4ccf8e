/**
 * `npm run preview:edge` (after `npm run build:edge`): the built site as the Cloudflare Worker serves it, with
 * its API and local storage, on http://localhost:8788. SITE_DIR (dist), EDGE_PORT and EDGE_STATE
 * (.wrangler/state, where the local database lives) change where; `--fresh` starts from an empty database.
 */
import { migrateLocalDatabase, serveOnEdge } from './edge-server.mjs'

const state = process.env.EDGE_STATE ?? '.wrangler/state'
await migrateLocalDatabase(state, { fresh: process.argv.includes('--fresh') })
serveOnEdge({ site: process.env.SITE_DIR ?? 'dist', port: Number(process.env.EDGE_PORT ?? 8788), state })
