import { fearCards, motivationCards } from '../../content/assessment/deck'
import type { AssessmentEvent } from '../../domain/assessment/session'
import { shuffled } from '../../domain/assessment/shuffle'

/** A fresh start: the clock from now, each round's cards shuffled once for this visit. */
export function startEvent(): AssessmentEvent {
  return {
    type: 'start',
    now: Date.now(),
    cardOrder: {
      motivation: shuffled(motivationCards.map((card) => card.id)),
      fear: shuffled(fearCards.map((card) => card.id)),
    },
  }
}
