import { describe, expect } from 'vitest'
import { test } from './support/database-test'
import { evenScores, storedResult } from './support/stored-result'
import {
  countResults,
  deleteAllResults,
  deleteResult,
  getResult,
  listResults,
  saveResult,
} from '../../src/db/results-repository'

describe('results repository', () => {
  test('saves and reads back a result', async ({ db }) => {
    await saveResult(db, storedResult('a', 100))

    expect(await getResult(db, 'a')).toEqual(storedResult('a', 100))
    expect(await getResult(db, 'missing')).toBeNull()
  })

  test('saving the same uuid again replaces the result', async ({ db }) => {
    await saveResult(db, storedResult('a', 100))
    await saveResult(db, { ...storedResult('a', 100), expertise: 'Leadership' })

    expect(await countResults(db)).toBe(1)
    expect((await getResult(db, 'a'))?.expertise).toBe('Leadership')
  })

  test('lists results newest first', async ({ db }) => {
    for (const [uuid, createdAt] of [
      ['middle', 200],
      ['oldest', 100],
      ['newest', 300],
    ] as const) {
      await saveResult(db, storedResult(uuid, createdAt))
    }

    expect((await listResults(db)).map((r) => r.uuid)).toEqual(['newest', 'middle', 'oldest'])
  })

  test('deleteResult removes only that result', async ({ db }) => {
    await saveResult(db, storedResult('a', 100))
    await saveResult(db, storedResult('b', 200))
    await deleteResult(db, 'a')

    expect((await listResults(db)).map((r) => r.uuid)).toEqual(['b'])
  })

  test('deleteAllResults removes everything, unreadable rows included', async ({ db }) => {
    await saveResult(db, storedResult('a', 100))
    await saveResult(db, storedResult('b', 200))
    await db.results.put({ uuid: 'corrupt', createdAt: 300 } as never)
    await deleteAllResults(db)

    expect(await countResults(db)).toBe(0)
    expect(await db.results.count()).toBe(0)
  })

  test('an unreadable row is neither returned, listed nor counted', async ({ db }) => {
    await saveResult(db, storedResult('good', 100))
    await db.results.put({ ...storedResult('bad', 200), scores: { ...evenScores(50), curiosity: 140 } })

    expect(await getResult(db, 'bad')).toBeNull()
    expect((await listResults(db)).map((r) => r.uuid)).toEqual(['good'])
    expect(await countResults(db)).toBe(1)
  })
})
