import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.mjs'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180)

/** Desktop Chromium: Debian's build where installed (see scripts/chromium.mjs). */
export const CHROMIUM_PROJECT = {
  name: 'chromium',
  use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions({ headlessShell: true }) },
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // An action or a page load that hangs fails on its own, saying which, instead of holding its test to the
    // test's whole timeout (a click on a button that never becomes ready once held a test for 120 s).
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // What the page showed when a test failed, beside its error context: a flaky test's first failure says more.
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions({ headlessShell: true }),
    // Recording a trace for every test cost the 2-core CI machine a quarter of the run (16.0 min against
    // 11.5); a failure is retried on CI, and its retry is recorded.
    trace: 'on-first-retry',
    // A first visit, as most tests are: installing the service worker precaches the whole site (~190 files)
    // for nothing. The specs about the worker, offline use and delivery allow it.
    serviceWorkers: 'block',
  },
  projects: [CHROMIUM_PROJECT],
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(E2E_PORT) },
    url: `http://localhost:${E2E_PORT}/`,
    reuseExistingServer: false,
  },
})
