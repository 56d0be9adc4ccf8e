import { defineConfig } from '@playwright/test'
import e2e from './playwright.config'
import { EDGE_PORT } from './tests/edge/edge-settings.mjs'

/**
 * `npm run test:edge`: the end-to-end settings, on the site built for the Cloudflare Worker and served by
 * the real runtime (workerd, through `wrangler dev`) with its forms endpoint and a local D1 database, started
 * once for every test here. It builds its own site, so the end-to-end tests' extra build is not needed.
 */
export default defineConfig({
  ...e2e,
  testDir: 'tests/edge',
  globalSetup: undefined,
  use: { ...e2e.use, baseURL: `http://localhost:${EDGE_PORT}` },
  webServer: {
    command: 'node tests/edge/serve-edge-site.mjs',
    url: `http://localhost:${EDGE_PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
})
