import { test as base } from 'vitest'
import type { ThinkFirstDatabase } from '../../../src/db/database'
import { isolatedDatabase } from './fake-storage'

/** Vitest's `test`, offering each test that asks for `db` a database of its own, deleted once it is over. */
export const test = base.extend<{ db: ThinkFirstDatabase }>({
  // Vitest reads which fixtures a fixture needs from its first parameter; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  db: async ({}, provide) => {
    const db = isolatedDatabase()
    await provide(db)
    await db.delete()
  },
})
