import { describe, expect, test } from 'vitest'
import type { AssessmentResult } from '../../src/domain/assessment/assessment-types'
import { evenScores } from './support/stored-result'
import type { OutboxEntry, SessionRecord } from '../../src/db/record-types'
import { restoreOutboxEntry } from '../../src/db/restore-outbox'
import { restoreResult } from '../../src/domain/restore/restore-result'
import { restoreSession } from '../../src/db/restore-session'
import { STORAGE } from '../../src/db/storage-keys'

const scores = evenScores(0)
const powers = [{ id: 'questioning', name: 'Questioning' }]

const session: SessionRecord = {
  id: STORAGE.currentSessionId,
  session: {
    currentStep: 'superpowers',
    progress: 85,
    startTime: 1_700_000_000_000,
    motivationResponses: { 1: 'left', 18: 'right' },
    fearResponses: { 19: 'left', 30: 'right' },
    expertisePrimary: 'Design Thinking',
    expertiseSecondary: '',
    selectedPowers: powers,
    scores,
    uuid: null,
    completed: false,
  },
  cardOrder: { motivation: [18, 1], fear: [30, 19] },
  cardIndex: 0,
  updatedAt: 1_700_000_100_000,
  schemaVersion: STORAGE.sessionRecordVersion,
}

const result: AssessmentResult = {
  uuid: 'b0c1d2e3',
  scores: { ...scores, curiosity: 100 },
  powers,
  expertise: 'Leadership',
  motivationCounts: { left: 10, right: 8 },
  fearCounts: { left: 6, right: 6 },
  durationSeconds: 251.5,
  createdAt: 1_700_000_200_000,
  deckVersion: 1,
}

const entry: OutboxEntry = {
  id: '0f8a6c52-36c4-4b8e-9d0c-2f4c1a7e9b11',
  kind: 'intake',
  payload: { organisation: 'Acme', teamSize: 12, remote: false },
  createdAt: 1_700_000_300_000,
  attempts: 2,
  status: 'sent',
  lastError: 'Network offline',
  sentAt: 1_700_000_400_000,
}

const MISSING = Symbol('missing')

/** A deep copy of `base` with fields at dotted paths replaced (or removed), as a damaged row would read. */
function withFields(base: object, changes: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(base) as Record<string, unknown>
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('.')
    const last = keys.pop() ?? ''
    const parent = keys.reduce((node, key) => node[key] as Record<string, unknown>, copy)
    if (value === MISSING) Reflect.deleteProperty(parent, last)
    else parent[last] = value
  }
  return copy
}

const notRecords: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['a string', 'current'],
  ['an array', []],
]

describe('restoreSession', () => {
  test('accepts a valid record, and drops fields it does not know', () => {
    expect(restoreSession(structuredClone(session))).toEqual(session)
    expect(restoreSession(withFields(session, { 'session.extra': 1 }))).toEqual(session)
  })

  test('accepts a finished session with no card position', () => {
    const finished = withFields(session, {
      cardOrder: MISSING,
      cardIndex: MISSING,
      'session.currentStep': 'results',
      'session.uuid': 'u',
      'session.completed': true,
    })

    expect(restoreSession(finished)).toEqual(finished)
  })

  test.each([
    ['cardOrder.fear', ['x']],
    ['cardOrder.motivation', MISSING],
    ['cardOrder', 'shuffled'],
  ])('keeps the session but drops a damaged card order (%s)', (path, value) => {
    const restored = restoreSession(withFields(session, { [path]: value }))

    expect(restored).toEqual({ ...session, cardOrder: undefined })
    expect(restored).not.toHaveProperty('cardOrder')
  })

  test.each([-1, 1.5, '0'])('keeps the session but drops a damaged card index (%s)', (value) => {
    expect(restoreSession(withFields(session, { cardIndex: value }))).not.toHaveProperty('cardIndex')
  })

  test.each<[string, string, unknown]>([
    ['a newer shape version', 'schemaVersion', 2],
    ['no shape version', 'schemaVersion', MISSING],
    ['a numeric id', 'id', 1],
    ['no updatedAt', 'updatedAt', MISSING],
    ['no session', 'session', MISSING],
    ['an unknown step', 'session.currentStep', 'bonus'],
    ['progress above 100', 'session.progress', 101],
    ['negative progress', 'session.progress', -1],
    ['progress as text', 'session.progress', '85'],
    ['a score above 100', 'session.scores.mastery', 120],
    ['a NaN score', 'session.scores.fear_fraud', NaN],
    ['a missing score', 'session.scores.fear_unknown', MISSING],
    ['an unknown swipe side', 'session.motivationResponses.1', 'up'],
    ['a response keyed by a non-id', 'session.fearResponses.abc', 'left'],
    ['a response keyed by card 0', 'session.fearResponses.0', 'left'],
    ['responses as a list', 'session.motivationResponses', ['left']],
    ['powers not a list', 'session.selectedPowers', 'questioning'],
    ['a power without a name', 'session.selectedPowers.0.name', MISSING],
    ['a numeric uuid', 'session.uuid', 7],
    ['completed as text', 'session.completed', 'yes'],
    ['no expertise', 'session.expertisePrimary', MISSING],
    ['startTime as a date string', 'session.startTime', '2024-01-01'],
  ])('rejects %s', (_, path, value) => {
    expect(restoreSession(withFields(session, { [path]: value }))).toBeNull()
  })

  test.each(notRecords)('rejects %s', (_, raw) => {
    expect(restoreSession(raw)).toBeNull()
  })
})

describe('restoreResult', () => {
  test('accepts a valid result, and drops fields it does not know', () => {
    expect(restoreResult(structuredClone(result))).toEqual(result)
    expect(restoreResult(withFields(result, { 'powers.0.icon': '*' }))).toEqual(result)
  })

  test.each<[string, string, unknown]>([
    ['an empty uuid', 'uuid', ''],
    ['no uuid', 'uuid', MISSING],
    ['a score above 100', 'scores.curiosity', 100.5],
    ['a negative score', 'scores.fear_mistakes', -3],
    ['a score as text', 'scores.exploration', '50'],
    ['no scores', 'scores', MISSING],
    ['powers not a list', 'powers', {}],
    ['a power with a numeric id', 'powers.0.id', 4],
    ['expertise not text', 'expertise', null],
    ['a negative count', 'motivationCounts.left', -1],
    ['a fractional count', 'fearCounts.right', 2.5],
    ['no fear counts', 'fearCounts', MISSING],
    ['a negative duration', 'durationSeconds', -1],
    ['an infinite duration', 'durationSeconds', Infinity],
    ['createdAt as a date string', 'createdAt', '2024-01-01'],
    ['no deck version', 'deckVersion', MISSING],
  ])('rejects %s', (_, path, value) => {
    expect(restoreResult(withFields(result, { [path]: value }))).toBeNull()
  })

  test.each(notRecords)('rejects %s', (_, raw) => {
    expect(restoreResult(raw)).toBeNull()
  })
})

describe('restoreOutboxEntry', () => {
  test('accepts a valid entry, with or without its optional fields', () => {
    const queued = withFields(entry, { status: 'queued', lastError: MISSING, sentAt: MISSING })

    expect(restoreOutboxEntry(structuredClone(entry))).toEqual(entry)
    expect(restoreOutboxEntry(queued)).toEqual(queued)
  })

  test.each<[string, string, unknown]>([
    ['an empty id', 'id', ''],
    ['an unknown kind', 'kind', 'fax'],
    ['an unknown status', 'status', 'failed'],
    ['a nested payload value', 'payload.organisation', { name: 'Acme' }],
    ['a payload list', 'payload', ['Acme']],
    ['negative attempts', 'attempts', -1],
    ['no createdAt', 'createdAt', MISSING],
    ['a non-text error', 'lastError', 500],
    ['sentAt as text', 'sentAt', 'yesterday'],
  ])('rejects %s', (_, path, value) => {
    expect(restoreOutboxEntry(withFields(entry, { [path]: value }))).toBeNull()
  })

  test.each(notRecords)('rejects %s', (_, raw) => {
    expect(restoreOutboxEntry(raw)).toBeNull()
  })
})
