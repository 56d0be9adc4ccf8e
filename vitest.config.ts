import react from '@vitejs/plugin-react'
import { mkdir } from 'node:fs/promises'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { chromiumLaunchOptions } from './scripts/chromium.mjs'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // The property tests run hundreds of cases: about 1 s here, over 5 s on a machine busy with other work.
          testTimeout: 30_000,
        },
      },
      {
        // The Worker, its Durable Objects and D1 inside workerd, as wrangler.jsonc binds them, the migrations
        // applied: the rooms' and the forms endpoint's protocol, in seconds and without a browser.
        plugins: [
          cloudflareTest(async () => {
            // wrangler.jsonc serves dist/ as the Worker's assets, which these tests never ask for; before the
            // first build the folder must still exist.
            await mkdir('dist', { recursive: true })
            return {
              main: './edge/worker.ts',
              wrangler: { configPath: './wrangler.jsonc' },
              miniflare: {
                bindings: {
                  FORMS_IP_SALT: 'worker-tests',
                  FORMS_MIGRATIONS: await readD1Migrations('migrations'),
                },
              },
            }
          }),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          setupFiles: ['tests/worker/support/apply-migrations.ts'],
          testTimeout: 60_000,
        },
      },
      {
        // React only: the router plugin would regenerate the route tree, and no test looks at Tailwind's styles.
        plugins: [react()],
        // Bundled before the first test file loads, so no file waits for a re-optimisation and page reload.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react-dom/server',
            'react/jsx-dev-runtime',
            'jotai',
            'jotai/vanilla',
            'dexie',
            '@tanstack/react-router',
            '@react-spring/web',
            '@use-gesture/react',
            'vitest-browser-react',
          ],
        },
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          // After the unit project rather than beside it: on a two-core machine the browser would otherwise
          // compete with the unit tests, some of which time themselves.
          sequence: { groupOrder: 1 },
          // A plain visit reads storage when the browser is idle (up to 1.5 s on a busy machine).
          expect: { poll: { timeout: 5_000 } },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions({ headlessShell: true }) }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
