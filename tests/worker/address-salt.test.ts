import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { expect, test, vi } from 'vitest'
import worker from '../../edge/worker'
import { cardCodePath } from '../../src/domain/card/card-code'
import { TYPICAL_CARD } from '../unit/support/typical-card'
import { contactBody, rowsFrom } from './support/forms-api'
import { ORIGIN } from './support/worker-api'

/** The Worker as a deployment without its FORMS_IP_SALT secret runs it: not local development, no salt. */
async function unsalted(path: string, init: RequestInit = {}): Promise<Response> {
  const deployed = { ...env, FORMS_IP_SALT: undefined, LOCAL_DEVELOPMENT: undefined }
  const context = createExecutionContext()
  const answer = await worker.fetch(new Request(`${ORIGIN}${path}`, init), deployed, context)
  await waitOnExecutionContext(context)
  return answer
}

test('without its address salt, outside local development, the Worker hashes no address and says why', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    const room = await unsalted('/api/rooms', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Unsalted', publicKey: `B${'A'.repeat(86)}` }),
    })
    expect(room.status).toBe(503)
    expect(await room.json()).toMatchObject({ error: 'not-configured' })

    const email = 'unsalted@example.com'
    const body = contactBody(email)
    const form = await unsalted('/api/forms', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': body.id },
      body: JSON.stringify(body),
    })
    expect(form.status).toBe(503)
    expect(await form.json()).toMatchObject({ ok: false, error: 'not-configured' })
    expect(await rowsFrom(email)).toEqual([])

    // A card's picture no one has asked for yet would be drawn uncounted: it is not drawn.
    const picture = await unsalted(`${cardCodePath(TYPICAL_CARD)}/card.png`)
    expect(picture.status).toBe(503)
    expect(picture.headers.get('Retry-After')).toMatch(/^\d+$/)
  } finally {
    logged.mockRestore()
  }
})
