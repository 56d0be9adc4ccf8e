/**
 * Run by `npm run deploy` before anything is published: stops with a clear message when the Worker lacks a
 * secret it needs. Without FORMS_IP_SALT the Worker refuses to hash senders' addresses, so the forms, the
 * rooms and the card pictures would all answer 503 (edge/address-salt.ts).
 */
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

export const REQUIRED_SECRETS = ['FORMS_IP_SALT']

/**
 * The required secrets missing from what `wrangler secret list --format json` printed.
 * @param {string} listed
 * @returns {string[]}
 */
export function missingSecrets(listed) {
  let names = []
  try {
    const parsed = JSON.parse(listed)
    if (Array.isArray(parsed)) names = parsed.map((secret) => secret?.name)
  } catch {
    // Not JSON: nothing can be shown to be there.
  }
  return REQUIRED_SECRETS.filter((name) => !names.includes(name))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let listed
  try {
    listed = execFileSync(
      process.execPath,
      [resolve('node_modules/.bin/wrangler'), 'secret', 'list', '--format', 'json'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    )
  } catch {
    // Wrangler has said why above (not logged in, no network, no such Worker yet).
    console.error(
      "Not deploying: could not list the Worker's secrets to check FORMS_IP_SALT (wrangler's message is above).\n" +
        'Log in with `npx wrangler login` (or set CLOUDFLARE_API_TOKEN), set the secret once with `npx wrangler secret put FORMS_IP_SALT`,\n' +
        'then run `npm run deploy` again (docs/deploy.md, "Cloudflare Workers").',
    )
    process.exit(1)
  }
  const missing = missingSecrets(listed)
  if (missing.length > 0) {
    console.error(
      `Not deploying: the Worker has no ${missing.join(', ')} secret. Set it once with\n` +
        missing.map((name) => `  npx wrangler secret put ${name}   # any long random string`).join('\n') +
        '\nthen run `npm run deploy` again (docs/deploy.md, "Cloudflare Workers").',
    )
    process.exit(1)
  }
}
