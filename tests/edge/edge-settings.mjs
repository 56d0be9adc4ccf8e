/** Where the edge tests build the site for Cloudflare Pages, serve it, and keep its local D1 database. */
export const EDGE_SITE_DIR = 'dist-edge'
export const EDGE_PORT = Number(process.env.EDGE_E2E_PORT ?? 8790)
export const EDGE_STATE = '.wrangler/edge-tests'
/** The tests' own Cloudflare Access team (access-team-server.mjs), and the audience the Worker is told to expect. */
export const EDGE_ACCESS_PORT = EDGE_PORT + 2
export const EDGE_ACCESS_TEAM = `http://127.0.0.1:${EDGE_ACCESS_PORT}`
