import { superPowers } from '../../../src/content/assessment/powers'
import type { AssessmentResult, Scores } from '../../../src/domain/assessment/assessment-types'
import { emptyScores } from '../../../src/domain/assessment/scoring'

/** A room's card number `n`: these scores (the rest 0), the super-powers at these indexes, this expertise. */
export function roomCard(
  n: number,
  scores: Partial<Scores>,
  powers: number[],
  expertise = 'Never in a summary',
): AssessmentResult {
  return {
    uuid: `00000000-0000-4000-8000-00000000000${n}`,
    scores: { ...emptyScores(), ...scores },
    powers: powers.map((index) => ({ id: superPowers[index]!.id, name: superPowers[index]!.name })),
    expertise,
    motivationCounts: { left: 9, right: 9 },
    fearCounts: { left: 6, right: 6 },
    durationSeconds: 285,
    createdAt: Date.UTC(2026, 10, 28, 9),
    deckVersion: 1,
  }
}
