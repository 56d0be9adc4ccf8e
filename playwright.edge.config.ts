import { defineConfig } from '@playwright/test'
import e2e, { CHROMIUM_PROJECT } from './playwright.config'
import { EDGE_PORT } from './tests/edge/edge-settings.mjs'

/** The specs that take longest: started first. */
const LONG_TESTS = ['**/rooms-phones.spec.ts', '**/rooms-tablet.spec.ts']
/**
 * Ten thousand malformed requests: run last, alone. Under them the local runtime's proxy sometimes breaks a
 * connection to the Worker (see LOCAL_PROXY_FAILURE in the spec), which would fail another test's request.
 */
const FUZZ_TESTS = '**/api-fuzz.spec.ts'

/**
 * `npm run test:edge`: the end-to-end settings, on the site built for the Cloudflare Worker and served by
 * the real runtime (workerd, through `wrangler dev`) with its forms endpoint and a local D1 database, started
 * once for every test here. It builds its own site, so the end-to-end tests' extra build is not needed.
 */
export default defineConfig({
  ...e2e,
  testDir: 'tests/edge',
  // Beside the end-to-end run's results, not over them: a failure there keeps its error context.
  outputDir: 'test-results/edge',
  globalSetup: undefined,
  // No test here is about motion; cards that leave at once keep the many assessments taken here short. The
  // contexts the specs open themselves say the same.
  use: { ...e2e.use, baseURL: `http://localhost:${EDGE_PORT}`, reducedMotion: 'reduce' },
  // The live room's longest tests (they wait on phones, sockets and polls) start first, beside the rest,
  // instead of last, after them. Projects are scheduled in this order.
  projects: [
    { ...CHROMIUM_PROJECT, name: 'edge-long', testMatch: LONG_TESTS },
    { ...CHROMIUM_PROJECT, name: 'edge', testIgnore: [...LONG_TESTS, FUZZ_TESTS] },
    { ...CHROMIUM_PROJECT, name: 'edge-fuzz', testMatch: FUZZ_TESTS, dependencies: ['edge-long', 'edge'] },
  ],
  webServer: {
    command: 'node tests/edge/serve-edge-site.mjs',
    url: `http://localhost:${EDGE_PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: process.env.EDGE_LOG ? 'pipe' : 'ignore',
  },
})
