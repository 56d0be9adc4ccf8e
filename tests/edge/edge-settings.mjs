/** Where the edge tests build the site for Cloudflare Pages, serve it, and keep its local D1 database. */
export const EDGE_SITE_DIR = 'dist-edge'
export const EDGE_PORT = Number(process.env.EDGE_E2E_PORT ?? 8790)
export const EDGE_STATE = '.wrangler/edge-tests'
