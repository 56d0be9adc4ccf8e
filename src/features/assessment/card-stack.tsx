import { animated, type SpringValue } from '@react-spring/web'
import type { ChoiceCard } from '../../content/assessment/deck'
import { CARD_SIDE_BOX, CardFace, CardSideText, cardSurface, type CardTone } from './card-face'

/** How many cards wait behind the one in play. */
export const STACK_DEPTH = 2

/** Each card's place in the stack, 1 nearest; literal classes, so Tailwind sees them. */
const PLACE = ['[--place:1]', '[--place:2]'] as const

interface CardStackProps {
  /** The next cards of the round, nearest first; the stack thins out as the round ends. */
  upcoming: readonly ChoiceCard[]
  tone: CardTone
  /** 0 at rest, 1 once the card in play has gone: every card behind has then moved one step forward. */
  lift: SpringValue<number>
}

/**
 * The cards waiting behind the one in play, drawn lower, smaller and tilted, with their own shadows. They are
 * decoration: hidden from assistive technology and inert (the live region already says what comes). Only the
 * nearest has a face, which fades in as it comes forward (the card in play dragged or flying away); at rest
 * only the cards' edges show.
 *
 * One number moves them all: the spring writes `--lift` here, and each card's pose, face and shade follow from
 * it in CSS (the stack-card utilities in styles.css), so an answer re-renders no animated element but this one.
 */
export function CardStack({ upcoming, tone, lift }: CardStackProps) {
  const cards = upcoming.slice(0, STACK_DEPTH)
  return (
    <animated.div
      aria-hidden="true"
      inert
      style={{ ['--lift' as string]: lift }}
      className={`pointer-events-none absolute inset-0 ${tone === 'fear' ? '[--stack-shade:0.1]' : '[--stack-shade:0.035]'}`}
    >
      {/* Farthest first, so the nearest paints over it. */}
      {cards
        .map((card, index) => (
          <div
            key={index}
            data-stack-card={index + 1}
            className={`absolute inset-0 stack-card overflow-hidden shadow-card ${PLACE[index]} ${cardSurface(tone)}`}
          >
            {index === 0 && (
              <div className="stack-card-face">
                <CardFace
                  card={card}
                  tone={tone}
                  renderSide={(side, statement) => (
                    <div key={side} className={CARD_SIDE_BOX}>
                      <CardSideText side={side} statement={statement} tone={tone} />
                    </div>
                  )}
                />
              </div>
            )}
            <span className="absolute inset-0 stack-card-shade bg-ink-950" />
          </div>
        ))
        .reverse()}
    </animated.div>
  )
}
