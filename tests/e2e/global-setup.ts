import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** The second build the update test switches to: same code, another build id, so a new worker waits. */
export const UPDATE_BUILD_DIR = 'dist-update'

export default function globalSetup() {
  if (!existsSync('dist/index.html') || !existsSync('.prerender/entry-server.js')) {
    throw new Error('Build the site first: `npm run build` (npm test does this for you).')
  }
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', UPDATE_BUILD_DIR, '--emptyOutDir', '--logLevel', 'error'],
    {
      env: { ...process.env, BUILD_ID: 'e2e-update' },
      stdio: 'inherit',
    },
  )
}
