import { expect, test } from 'vitest'
import { encodeCardCode } from '../../src/domain/card/card-code'
import { TYPICAL_CARD } from '../unit/support/typical-card'
import { freshAddress, get } from './support/worker-api'

/** Card pictures drawn a minute per address: the Worker's CARD_PICTURES limit in wrangler.jsonc. */
const LIMIT = 30

test('drawing card pictures not in the cache is limited per address; a cached one is free', async () => {
  const drawer = { 'CF-Connecting-IP': freshAddress() }
  // Distinct, valid cards: the same one made at different times.
  const codes = Array.from({ length: 2 * LIMIT + 1 }, (_, index) =>
    encodeCardCode({ ...TYPICAL_CARD, createdAt: TYPICAL_CARD.createdAt - (index + 1) * 60_000 }),
  )
  // The limit counts in fixed one-minute windows: drawing may cross into the next, which counts afresh, so
  // the first refusal comes after at least LIMIT drawings, and within two windows' worth.
  let drawn = 0
  let refused: Response | null = null
  for (const code of codes) {
    const picture = await get(`/c/${code}/card.png`, drawer)
    if (picture.status === 429) {
      refused = picture
      break
    }
    expect(picture.status).toBe(200)
    drawn++
  }
  expect(drawn).toBeGreaterThanOrEqual(LIMIT)
  expect(refused, 'a drawing refused').not.toBeNull()
  expect(Number(refused!.headers.get('Retry-After'))).toBeGreaterThan(0)
  const cached = await get(`/c/${codes[0]}/card.png`, drawer)
  expect(cached.status).toBe(200)
  expect(cached.headers.get('Content-Type')).toBe('image/png')
  // Someone else draws as before.
  expect((await get(`/c/${codes[drawn + 1]}/card.png`)).status).toBe(200)
})
