import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { type AssessmentResult, type Scores } from '../../src/domain/assessment-types'
import { FEAR_KEYS, MOTIVATION_KEYS } from '../../src/content/assessment/scores'
import type { ThinkFirstDatabase } from '../../src/db/database'
import { isolatedDatabase } from './support/fake-storage'
import {
  countResults,
  deleteAllResults,
  deleteResult,
  getResult,
  listResults,
  saveResult,
} from '../../src/db/results-repository'

const scores = Object.fromEntries([...MOTIVATION_KEYS, ...FEAR_KEYS].map((key) => [key, 50])) as Scores

function result(uuid: string, createdAt: number): AssessmentResult {
  return {
    uuid,
    scores,
    powers: [
      { id: 'pattern-spotting', name: 'Pattern-Spotting' },
      { id: 'storytelling', name: 'Storytelling' },
      { id: 'questioning', name: 'Questioning' },
    ],
    expertise: 'Climate Change',
    motivationCounts: { left: 10, right: 8 },
    fearCounts: { left: 5, right: 7 },
    durationSeconds: 245,
    createdAt,
    deckVersion: 1,
  }
}

let db: ThinkFirstDatabase

beforeEach(() => {
  db = isolatedDatabase()
})

afterEach(async () => {
  await db.delete()
})

describe('results repository', () => {
  test('saves and reads back a result', async () => {
    await saveResult(db, result('a', 100))

    expect(await getResult(db, 'a')).toEqual(result('a', 100))
    expect(await getResult(db, 'missing')).toBeNull()
  })

  test('saving the same uuid again replaces the result', async () => {
    await saveResult(db, result('a', 100))
    await saveResult(db, { ...result('a', 100), expertise: 'Leadership' })

    expect(await countResults(db)).toBe(1)
    expect((await getResult(db, 'a'))?.expertise).toBe('Leadership')
  })

  test('lists results newest first', async () => {
    for (const [uuid, createdAt] of [
      ['middle', 200],
      ['oldest', 100],
      ['newest', 300],
    ] as const) {
      await saveResult(db, result(uuid, createdAt))
    }

    expect((await listResults(db)).map((r) => r.uuid)).toEqual(['newest', 'middle', 'oldest'])
  })

  test('deleteResult removes only that result', async () => {
    await saveResult(db, result('a', 100))
    await saveResult(db, result('b', 200))
    await deleteResult(db, 'a')

    expect((await listResults(db)).map((r) => r.uuid)).toEqual(['b'])
  })

  test('deleteAllResults removes everything, unreadable rows included', async () => {
    await saveResult(db, result('a', 100))
    await saveResult(db, result('b', 200))
    await db.results.put({ uuid: 'corrupt', createdAt: 300 } as never)
    await deleteAllResults(db)

    expect(await countResults(db)).toBe(0)
    expect(await db.results.count()).toBe(0)
  })

  test('an unreadable row is neither returned, listed nor counted', async () => {
    await saveResult(db, result('good', 100))
    await db.results.put({ ...result('bad', 200), scores: { ...scores, curiosity: 140 } })

    expect(await getResult(db, 'bad')).toBeNull()
    expect((await listResults(db)).map((r) => r.uuid)).toEqual(['good'])
    expect(await countResults(db)).toBe(1)
  })
})
