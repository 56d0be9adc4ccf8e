import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.mjs'
import { EDGE_PORT } from './tests/edge/edge-settings.mjs'

/**
 * `npm run test:edge`: the site built for Cloudflare Pages, served by the real runtime (workerd, through
 * `wrangler pages dev`) with its forms endpoint and a local D1 database, started once for every test here.
 */
export default defineConfig({
  testDir: 'tests/edge',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${EDGE_PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node tests/edge/serve-edge-site.mjs',
    url: `http://localhost:${EDGE_PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
})
