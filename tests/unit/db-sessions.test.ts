import { describe, expect } from 'vitest'
import { test } from './support/database-test'
import { evenScores } from './support/stored-result'
import type { SessionDraft } from '../../src/db/record-types'
import { clearSession, loadSession, saveSession } from '../../src/db/sessions-repository'
import { STORAGE } from '../../src/db/storage-keys'

const scores = evenScores(0)

const draft: SessionDraft = {
  id: STORAGE.currentSessionId,
  session: {
    currentStep: 'fear',
    progress: 60,
    startTime: 1_700_000_000_000,
    motivationResponses: { 1: 'left', 2: 'right' },
    fearResponses: { 19: 'right' },
    expertisePrimary: 'Leadership',
    expertiseSecondary: '',
    selectedPowers: [],
    scores,
    uuid: null,
    completed: false,
  },
  cardOrder: { motivation: [2, 1, 3], fear: [21, 19, 20] },
  cardIndex: 1,
}

describe('sessions repository', () => {
  test('saves and loads a session with its card position, stamped with time and shape version', async ({
    db,
  }) => {
    const saved = await saveSession(db, draft, 1234)

    expect(saved).toEqual({ ...draft, updatedAt: 1234, schemaVersion: STORAGE.sessionRecordVersion })
    expect(await loadSession(db, draft.id)).toEqual(saved)
  })

  test('loads the current session by default', async ({ db }) => {
    await saveSession(db, draft, 1)

    expect((await loadSession(db))?.session.currentStep).toBe('fear')
  })

  test('a later save replaces the earlier one', async ({ db }) => {
    await saveSession(db, draft, 1)
    await saveSession(db, { ...draft, cardIndex: 2 }, 2)

    expect(await db.sessions.count()).toBe(1)
    expect(await loadSession(db)).toMatchObject({ cardIndex: 2, updatedAt: 2 })
  })

  test('loads null when nothing is saved', async ({ db }) => {
    expect(await loadSession(db)).toBeNull()
  })

  test('clearSession forgets the session, and is harmless when there is none', async ({ db }) => {
    await saveSession(db, draft)
    await clearSession(db)
    await clearSession(db)

    expect(await loadSession(db)).toBeNull()
  })

  test('a corrupt stored row loads as null instead of throwing', async ({ db }) => {
    await db.sessions.put({ id: STORAGE.currentSessionId, session: { currentStep: 'bonus' } } as never)

    expect(await loadSession(db)).toBeNull()
  })
})
