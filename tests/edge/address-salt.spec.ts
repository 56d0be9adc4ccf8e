import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { OFFLINE_WRANGLER_ENV } from '../../scripts/wrangler.mjs'
import { cardCodePath } from '../../src/domain/card/card-code'
import { contactFields, SUBMISSION_ID } from '../unit/support/contact-submission'
import { TYPICAL_CARD } from '../unit/support/typical-card'
import { EDGE_PORT, EDGE_SITE_DIR } from './edge-settings.mjs'
import { expect, test } from './edge-site'

/** The Worker as a deployment without its FORMS_IP_SALT secret runs it: not local development, no salt. */
const UNSALTED_PORT = EDGE_PORT + 7

test('without its address salt, outside local development, the Worker hashes no address and says why', async () => {
  test.setTimeout(120_000)
  // Its own process group, so that stopping it stops the runtime it starts too.
  const server = spawn(
    process.execPath,
    [
      resolve('node_modules/.bin/wrangler'),
      'dev',
      '--local',
      '--assets',
      EDGE_SITE_DIR,
      '--port',
      String(UNSALTED_PORT),
      '--inspector-port',
      String(UNSALTED_PORT + 1000),
      '--persist-to',
      '.wrangler/edge-unsalted',
      '--show-interactive-dev-session=false',
    ],
    { env: { ...process.env, ...OFFLINE_WRANGLER_ENV }, stdio: 'ignore', detached: true },
  )
  try {
    const origin = `http://localhost:${UNSALTED_PORT}`
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/rooms/check`).then(
            (answer) => answer.status,
            () => 0,
          ),
        { timeout: 90_000 },
      )
      .toBe(200)
    const room = await fetch(`${origin}/api/rooms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Unsalted', publicKey: `B${'A'.repeat(86)}` }),
    })
    expect(room.status).toBe(503)
    expect(await room.json()).toMatchObject({ error: 'not-configured' })
    const form = await fetch(`${origin}/api/forms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': SUBMISSION_ID },
      body: JSON.stringify({
        id: SUBMISSION_ID,
        kind: 'contact',
        createdAt: new Date().toISOString(),
        fields: contactFields,
      }),
    })
    expect(form.status).toBe(503)
    expect(await form.json()).toMatchObject({ ok: false, error: 'not-configured' })
    // A card's picture no one has asked for yet would be drawn uncounted: it is not drawn.
    const picture = await fetch(`${origin}${cardCodePath(TYPICAL_CARD)}/card.png`)
    expect(picture.status).toBe(503)
    expect(picture.headers.get('retry-after')).toMatch(/^\d+$/)
  } finally {
    process.kill(-server.pid!, 'SIGTERM')
  }
})
