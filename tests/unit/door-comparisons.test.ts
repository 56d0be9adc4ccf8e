import { afterEach, describe, expect, it, vi } from 'vitest'
import { freshDoor } from './support/fresh-door'
import { storedResult } from './support/stored-result'

const loadComparisons = () => import('../../src/db/door/comparisons')
const received = storedResult('received', 10, { received: true })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the card a result is compared with', () => {
  it('is the invited card for the next result made, kept with it once the invitation is used', async () => {
    const { door, db, local, LOCAL_KEYS } = await freshDoor(loadComparisons)
    await db.results.put(received)
    door.inviteComparison('received', 100)

    const mine = storedResult('mine', 200)
    expect(await door.comparisonFor(mine)).toEqual({ ok: true, value: received })
    expect(local.has(LOCAL_KEYS.compareWith)).toBe(false)
    await db.results.delete('received')
    expect(await door.comparisonFor(mine)).toEqual({ ok: true, value: received })
    await db.delete()
  })

  it('is nothing for a result made before the invitation, or under a damaged one', async () => {
    const { door, db, local, LOCAL_KEYS } = await freshDoor(loadComparisons)
    await db.results.put(received)
    door.inviteComparison('received', 100)
    expect(await door.comparisonFor(storedResult('earlier', 50))).toEqual({ ok: true, value: null })

    local.set(LOCAL_KEYS.compareWith, '{not json')
    expect(await door.comparisonFor(storedResult('later', 300))).toEqual({ ok: true, value: null })
    await db.delete()
  })
})
