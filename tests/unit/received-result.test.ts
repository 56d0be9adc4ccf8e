import { describe, expect, it } from 'vitest'
import { superPowers } from '../../src/content/assessment/powers'
import type { AssessmentResult } from '../../src/domain/assessment-types'
import { isSameCard, receivedResultId } from '../../src/domain/received-result'
import { decodeSharedCard, encodeSharedCard } from '../../src/domain/share-link'
import { isUuid } from '../../src/domain/uuid'

const OWN: AssessmentResult = {
  uuid: '6f1c2a9e-8b4d-4e2a-9c71-3f5e2d8a1b00',
  scores: {
    curiosity: 83,
    exploration: 50,
    mastery: 100,
    social_competition: 33,
    social_cooperation: 17,
    fear_unknown: 50,
    fear_ambiguity: 67,
    fear_mistakes: 33,
    fear_disapproval: 17,
    fear_fraud: 33,
  },
  powers: superPowers.slice(0, 3).map(({ id, name }) => ({ id, name })),
  expertise: 'Urban Planning',
  motivationCounts: { left: 11, right: 7 },
  fearCounts: { left: 4, right: 8 },
  durationSeconds: 251,
  // Made on this device: to the millisecond, where a link carries whole seconds.
  createdAt: Date.UTC(2026, 10, 20, 9, 15) + 437,
  deckVersion: 1,
}

/** The result a device reads from the visitor's own share link. */
function fromLink(result: AssessmentResult): AssessmentResult {
  const decoded = decodeSharedCard(encodeSharedCard(result))
  if (!decoded.ok) throw new Error(decoded.error)
  return { uuid: result.uuid, ...decoded.card }
}

const OTHER: AssessmentResult = { ...OWN, expertise: 'Marine Biology' }

describe('a card received under an id the device already uses', () => {
  it('is the same card when the link carries the stored one, to the second', () => {
    expect(isSameCard(OWN, fromLink(OWN))).toBe(true)
    expect(isSameCard(OWN, fromLink(OTHER))).toBe(false)
  })

  it('gets an id of its own: a uuid, the same for the same link, another for another card', () => {
    const id = receivedResultId(OWN.uuid, OTHER)
    expect(isUuid(id)).toBe(true)
    expect(id).not.toBe(OWN.uuid)
    expect(receivedResultId(OWN.uuid, fromLink(OTHER))).toBe(id)
    expect(receivedResultId(OWN.uuid, { ...OTHER, expertise: 'Law' })).not.toBe(id)
    expect(receivedResultId('00000000-0000-4000-8000-000000000001', OTHER)).not.toBe(id)
  })
})
