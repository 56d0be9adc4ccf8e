import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AssessmentResult } from '../../src/domain/assessment/assessment-types'
import { emptyScores } from '../../src/domain/assessment/scoring'
import { stubFreshBrowser } from './support/fake-storage'
import { WORKSHOP } from './support/workshop'

/** addToWorkshop and the data facade loaded fresh over fake-indexeddb (or no IndexedDB at all). */
async function load(storage: 'available' | 'unavailable') {
  stubFreshBrowser(storage)
  const { addToWorkshop } = await import('../../src/features/facilitator/group/add-to-workshop')
  const facade = await import('../../src/db/device-data')
  const { getAppDatabase } = await import('../../src/db/database')
  return { addToWorkshop, facade, db: getAppDatabase() }
}

const workshop = { ...WORKSHOP, startedAt: Date.UTC(2026, 2, 10, 8) }

function card(n: number, expertise = 'Logistics'): AssessmentResult {
  return {
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    scores: { ...emptyScores(), curiosity: n },
    powers: [],
    expertise,
    motivationCounts: { left: 9, right: 9 },
    fearCounts: { left: 6, right: 6 },
    durationSeconds: 200,
    createdAt: Date.UTC(2026, 2, 10, 9, n),
    deckVersion: 1,
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('addToWorkshop', () => {
  it('adds each card once: a repeat in the batch and a card already stored count as already here', async () => {
    const { addToWorkshop, facade, db } = await load('available')
    expect((await facade.startWorkshop(workshop)).ok).toBe(true)
    expect(await addToWorkshop(workshop.id, [card(1), card(2), card(1)])).toEqual({
      ok: true,
      value: { added: 2, alreadyHere: 1 },
    })
    // The stored copy is kept as it was, even if the incoming one differs.
    expect(await addToWorkshop(workshop.id, [card(2, 'Changed'), card(3)])).toEqual({
      ok: true,
      value: { added: 1, alreadyHere: 1 },
    })
    const listed = await facade.listWorkshopResults(workshop.id)
    expect(listed.ok && listed.value.map((result) => [result.uuid, result.expertise])).toEqual([
      [card(1).uuid, 'Logistics'],
      [card(2).uuid, 'Logistics'],
      [card(3).uuid, 'Logistics'],
    ])
    expect(await addToWorkshop(workshop.id, [])).toEqual({ ok: true, value: { added: 0, alreadyHere: 0 } })
    await db.delete()
  })

  it('a card kept on the device outside the workshop is already here, and is not moved into it', async () => {
    const { addToWorkshop, facade, db } = await load('available')
    await facade.startWorkshop(workshop)
    await facade.saveResult(card(7))
    expect(await addToWorkshop(workshop.id, [card(7)])).toEqual({
      ok: true,
      value: { added: 0, alreadyHere: 1 },
    })
    expect(await facade.listWorkshopResults(workshop.id)).toEqual({ ok: true, value: [] })
    await db.delete()
  })

  it('resolves to the failure, adding nothing, when the device will not store', async () => {
    const { addToWorkshop } = await load('unavailable')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await addToWorkshop(workshop.id, [card(1)])).toEqual({ ok: false, failure: 'unavailable' })
  })
})
