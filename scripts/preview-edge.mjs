/**
 * `npm run preview:edge` (after `npm run build:pages`): the built site as Cloudflare Pages serves it, with the
 * forms endpoint and a local database, on http://localhost:8788. SITE_DIR (dist), EDGE_PORT and EDGE_STATE
 * (.wrangler/state, where the local database lives) change where; `--fresh` starts from an empty database.
 */
import { startEdgeServer } from './edge-server.mjs'

await startEdgeServer({
  site: process.env.SITE_DIR ?? 'dist',
  port: Number(process.env.EDGE_PORT ?? 8788),
  state: process.env.EDGE_STATE ?? '.wrangler/state',
  fresh: process.argv.includes('--fresh'),
})
