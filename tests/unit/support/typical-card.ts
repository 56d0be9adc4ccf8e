import { DECK_VERSION } from '../../../src/content/assessment/deck'
import { superPowers } from '../../../src/content/assessment/powers'
import type { AssessmentResult } from '../../../src/domain/assessment/assessment-types'
import type { SharedCard } from '../../../src/domain/card/share-link'

/** A card an assessment can make (its sides add up to the rounds, its scores to the deck's tags). */
export const TYPICAL_SHARED_CARD: SharedCard = {
  scores: {
    curiosity: 67,
    exploration: 67,
    mastery: 100,
    social_competition: 17,
    social_cooperation: 50,
    fear_unknown: 50,
    fear_ambiguity: 50,
    fear_mistakes: 83,
    fear_disapproval: 17,
    fear_fraud: 33,
  },
  powers: [superPowers[0]!, superPowers[4]!, superPowers[8]!].map(({ id, name }) => ({ id, name })),
  expertise: 'Behavioural Economics',
  motivationCounts: { left: 10, right: 8 },
  fearCounts: { left: 5, right: 7 },
  durationSeconds: 285,
  createdAt: Date.UTC(2026, 10, 21, 10, 30),
  deckVersion: DECK_VERSION,
}

/** The same card as a result on a device, with its id. */
export const TYPICAL_CARD: AssessmentResult = {
  uuid: '6f1c2a9e-8b4d-4e2a-9c71-3f5e2d8a1b00',
  ...TYPICAL_SHARED_CARD,
}
