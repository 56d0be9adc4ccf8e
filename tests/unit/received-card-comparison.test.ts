import { afterEach, expect, it, vi } from 'vitest'
import { freshDoor } from './support/fresh-door'
import { storedResult } from './support/stored-result'

afterEach(() => {
  vi.unstubAllGlobals()
})

const SHARED_ID = '0b0f7e2c-6a1d-4c53-9b7e-2f5d1e8a9c10'

it('a card received under an id the device already holds is the one a comparison it invites reads', async () => {
  const { door, db } = await freshDoor(() => import('../../src/db/device-data'))
  const { receiveCard } = await import('../../src/features/result/resolve-shared-result')
  const earlier = storedResult(SHARED_ID, 10, { expertise: 'Logistics' })
  await db.results.put(earlier)
  const { uuid: linkId, ...card } = storedResult(SHARED_ID, 20, { expertise: 'Marine Biology' })
  expect(linkId).toBe(earlier.uuid)

  const outcome = await receiveCard(linkId, card, earlier)
  if (outcome.kind !== 'card') throw new Error('no card')
  expect(outcome.keptBoth).toBe(true)
  expect(outcome.result.uuid).not.toBe(SHARED_ID)
  // "See how you match" on that card, then the visitor's own result.
  door.inviteComparison(outcome.result.uuid, 30)
  const compared = await door.comparisonFor(storedResult('c3a1d2e4-5b6f-4a7b-8c9d-0e1f2a3b4c5d', 40))
  expect(compared.ok && compared.value?.expertise).toBe('Marine Biology')
  await db.delete()
})
