/**
 * The project's wrangler (a dev dependency) for local work, with nothing sent anywhere and no account: no usage
 * metrics or error reports, no update check, no download of Cloudflare's `request.cf` sample. `npm run
 * deploy`, which needs the network and an account, calls wrangler directly.
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

export const OFFLINE_WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  // Printing the banner is when wrangler asks the registry for a newer version of itself.
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
}

/**
 * Tells the Worker it runs on this machine, where it may hash addresses without the FORMS_IP_SALT secret
 * (edge/address-salt.ts); a deployment never has it.
 */
export const LOCAL_DEVELOPMENT_VARS = ['--var', 'LOCAL_DEVELOPMENT:true']

/**
 * Starts wrangler with `args` in the offline environment; its output goes to this process's.
 * @param {string[]} args
 */
export function spawnWrangler(args) {
  return spawn(process.execPath, [resolve('node_modules/.bin/wrangler'), ...args], {
    env: { ...process.env, ...OFFLINE_WRANGLER_ENV },
    stdio: 'inherit',
  })
}

/**
 * Runs wrangler to the end; rejects if it fails.
 * @param {string[]} args
 * @returns {Promise<void>}
 */
export function runWrangler(args) {
  return new Promise((resolve, reject) => {
    spawnWrangler(args).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`wrangler ${args.join(' ')} exited with ${code}`)),
    )
  })
}
