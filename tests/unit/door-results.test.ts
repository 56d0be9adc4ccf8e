import { afterEach, describe, expect, it, vi } from 'vitest'
import { freshDoor } from './support/fresh-door'
import { storedResult } from './support/stored-result'

const loadResults = () => import('../../src/db/door/results')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the results kept on the device', () => {
  it("lists them newest first, finds one, and keeps its owner's choices", async () => {
    const { door, db } = await freshDoor(loadResults)
    await door.saveResult(storedResult('older', 1))
    await door.saveResult(storedResult('newer', 2))
    await door.saveOwnership('newer', { firstName: 'Ada', hideWatchOut: true })

    const listed = await door.listResults()
    expect(listed.ok && listed.value.map((result) => result.uuid)).toEqual(['newer', 'older'])
    expect(await door.findResult('older')).toEqual({ ok: true, value: storedResult('older', 1) })
    const named = await door.findResult('newer')
    expect(named.ok && named.value).toMatchObject({ firstName: 'Ada', hideWatchOut: true })
    await db.delete()
  })

  it('deletes a result with the comparison kept beside it', async () => {
    const { door, db } = await freshDoor(loadResults)
    await door.saveResult(storedResult('mine', 2))
    await db.comparisons.put({ resultUuid: 'mine', card: storedResult('theirs', 1) })

    expect(await door.deleteResult('mine')).toEqual({ ok: true, value: undefined })
    expect(await door.findResult('mine')).toEqual({ ok: true, value: null })
    expect(await db.comparisons.count()).toBe(0)
    await db.delete()
  })
})
