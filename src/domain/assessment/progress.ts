import type { AssessmentSession } from './assessment-types'

/** Progress anchors along the flow. */
export const PROGRESS = {
  title: 0,
  motivationStart: 4,
  fearStart: 60,
  knowledge: 80,
  superpowersStart: 85,
  superpowersDone: 95,
  results: 100,
} as const

/** Progress is highlighted from this value on. */
export const PROGRESS_HIGHLIGHT_FROM = 80

interface RoundSizes {
  motivation: number
  fear: number
  powers: number
}

function between(start: number, end: number, done: number, total: number): number {
  const fraction = total > 0 ? Math.min(done, total) / total : 0
  return Math.round((start + (end - start) * fraction) * 100) / 100
}

/**
 * The progress value (0-100) a session is at: motivation moves from 4 to 60 with cards answered, fear from
 * 60 to 80, knowledge is 80, super-powers 85 plus up to 10, results 100.
 */
export function progressOf(session: AssessmentSession, sizes: RoundSizes): number {
  switch (session.currentStep) {
    case 'title':
      return PROGRESS.title
    case 'motivation':
      return between(
        PROGRESS.motivationStart,
        PROGRESS.fearStart,
        Object.keys(session.motivationResponses).length,
        sizes.motivation,
      )
    case 'fear':
      return between(
        PROGRESS.fearStart,
        PROGRESS.knowledge,
        Object.keys(session.fearResponses).length,
        sizes.fear,
      )
    case 'knowledge':
      return PROGRESS.knowledge
    case 'superpowers':
      return between(
        PROGRESS.superpowersStart,
        PROGRESS.superpowersDone,
        session.selectedPowers.length,
        sizes.powers,
      )
    case 'results':
      return PROGRESS.results
  }
}
