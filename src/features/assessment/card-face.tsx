import type { ReactNode } from 'react'
import { roundCopy } from '../../content/assessment'
import type { ChoiceCard } from '../../content/assessment/deck'
import type { SwipeSide } from '../../domain/assessment/assessment-types'

export type CardTone = 'motivation' | 'fear'

/** The card's own surface: white with a hairline for motivation, dark orange for fear. */
export function cardSurface(tone: CardTone): string {
  return `rounded-[1.75rem] ${tone === 'fear' ? 'bg-ember-700 text-white' : 'bg-white text-ink-950 ring-1 ring-ink-200'}`
}

/** The box of one side of a card; the card in play makes it a button, the card waiting behind a plain box. */
export const CARD_SIDE_BOX =
  'relative flex min-h-52 flex-col gap-4 rounded-[1.25rem] p-4 text-left sm:min-h-60 sm:px-8 sm:py-6 md:min-h-72 lg:min-h-64'

/** What one side shows: its statement, and under it which way it goes, on the side it goes to. */
export function CardSideText({
  side,
  statement,
  tone,
}: {
  side: SwipeSide
  statement: string
  tone: CardTone
}) {
  return (
    <>
      <span className="relative my-auto font-display text-lg leading-snug font-semibold text-balance sm:text-xl lg:text-2xl">
        {statement}
      </span>
      <span
        aria-hidden="true"
        className={`relative rounded-pill px-2.5 py-1 text-[0.6875rem] font-bold tracking-[0.14em] uppercase ring-1 ring-inset ${
          side === 'left' ? 'self-start' : 'self-end'
        } ${tone === 'fear' ? 'text-ember-100 ring-ember-500' : 'text-ink-500 ring-ink-200'}`}
      >
        {side === 'left' ? `← ${roundCopy.leftSide}` : `${roundCopy.rightSide} →`}
      </span>
    </>
  )
}

interface CardFaceProps {
  card: ChoiceCard
  tone: CardTone
  /** Draws one side's box around `CardSideText`. */
  renderSide(side: SwipeSide, statement: string): ReactNode
}

/**
 * What a choice card shows: one statement per side, A on the left and B on the right, with an "or" between
 * them. No number: the round's counter above the stack is the one count a visitor reads. The card in play and
 * the card behind it share this layout, so when the one behind comes forward it is, to the pixel, the card
 * that then takes its place.
 */
export function CardFace({ card, tone, renderSide }: CardFaceProps) {
  const fear = tone === 'fear'
  return (
    <>
      <div className="relative grid grid-cols-2 gap-px p-3">
        {renderSide('left', card.statementA)}
        {renderSide('right', card.statementB)}
        {/* The fold between the two statements; on screens wider than a phone an "or" sits on it. */}
        <span
          aria-hidden="true"
          className={`pointer-events-none absolute inset-y-8 left-1/2 w-px -translate-x-1/2 ${fear ? 'bg-ember-600' : 'bg-ink-100'}`}
        />
        <span
          aria-hidden="true"
          className={`pointer-events-none absolute top-1/2 left-1/2 hidden size-10 -translate-1/2 place-items-center rounded-full text-xs font-bold tracking-[0.12em] uppercase sm:grid ${
            fear
              ? 'bg-ember-800 text-ember-100 ring-1 ring-ember-600'
              : 'bg-white text-ink-500 ring-1 ring-ink-200'
          }`}
        >
          {roundCopy.or}
        </span>
      </div>
    </>
  )
}
