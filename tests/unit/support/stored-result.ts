import { FEAR_KEYS, MOTIVATION_KEYS } from '../../../src/content/assessment/scores'
import type { AssessmentResult, Scores } from '../../../src/domain/assessment/assessment-types'

/** Every score of both families at `value`. */
export function evenScores(value: number): Scores {
  return Object.fromEntries([...MOTIVATION_KEYS, ...FEAR_KEYS].map((key) => [key, value])) as Scores
}

/** A finished result as the device stores it, told apart by its id and when it was made. */
export function storedResult(
  uuid: string,
  createdAt: number,
  extra: Partial<AssessmentResult> = {},
): AssessmentResult {
  return {
    uuid,
    scores: evenScores(50),
    powers: [{ id: 'pattern-spotter', name: 'Pattern-Spotter' }],
    expertise: 'Urban Planning',
    motivationCounts: { left: 10, right: 8 },
    fearCounts: { left: 5, right: 7 },
    durationSeconds: 245,
    createdAt,
    deckVersion: 1,
    ...extra,
  }
}
