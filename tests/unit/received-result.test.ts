import { describe, expect, it } from 'vitest'
import type { AssessmentResult } from '../../src/domain/assessment/assessment-types'
import { isSameCard, receivedResultId } from '../../src/domain/card/received-result'
import { decodeSharedCard, encodeSharedCard } from '../../src/domain/card/share-link'
import { isUuid } from '../../src/domain/encoding/uuid'
import { runAssessment } from './support/assessment-cards'

// A card an assessment can make (a link refuses any other), made on this device: to the millisecond, where a
// link carries whole seconds.
const MADE = runAssessment(
  {
    motivationSides: Array.from({ length: 18 }, (_, index) => (index % 3 === 0 ? 'right' : 'left')),
    fearSides: Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? 'left' : 'right')),
    typed: 'Urban Planning',
    powerIndices: [0, 1, 2],
    durationSeconds: 251,
    secondsAgo: 60,
  },
  '6f1c2a9e-8b4d-4e2a-9c71-3f5e2d8a1b00',
)!
const OWN: AssessmentResult = { ...MADE, createdAt: MADE.createdAt + 437 }

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
