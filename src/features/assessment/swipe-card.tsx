import { animated, easings, useSpring } from '@react-spring/web'
import { useDrag } from '@use-gesture/react'
import { forwardRef, useImperativeHandle, useLayoutEffect, useRef } from 'react'
import type { ChoiceCard } from '../../content/assessment/deck'
import { roundCopy } from '../../content/assessment'
import type { SwipeSide } from '../../domain/assessment/assessment-types'
import { fill } from '../../lib/format'
import { CARD_SIDE_BOX, CardFace, CardSideText, cardSurface, type CardTone } from './card-face'
import { CardStack } from './card-stack'

/** A swipe needs 10 px of horizontal movement; the card leaves in 200 ms. */
export const SWIPE_MIN_PX = 10
export const EXIT_MS = 200

export interface SwipeCardHandle {
  /** Flies the card out toward `side`, then calls `onChoose`. */
  fling(side: SwipeSide): void
}

interface SwipeCardProps {
  card: ChoiceCard
  /** The cards after this one, nearest first, drawn as the stack behind it. */
  upcoming: readonly ChoiceCard[]
  total: number
  tone: CardTone
  reducedMotion: boolean
  onChoose(side: SwipeSide): void
}

const TILT_PER_PX = 0.06
/** A drag this long lifts the card behind as far as a drag can, before the card in play is let go. */
const LIFT_DRAG_PX = 400
const LIFT_DRAG_MAX = 0.4

/**
 * The choice card on top of its stack: drag it (touch or mouse) or press a statement; it tilts and leans toward
 * a side, and as it goes the card behind comes forward to take its place.
 */
export const SwipeCard = forwardRef<SwipeCardHandle, SwipeCardProps>(function SwipeCard(
  { card, upcoming, total, tone, reducedMotion, onChoose },
  ref,
) {
  const [{ x }, api] = useSpring(() => ({ x: 0 }))
  const [{ lift }, liftApi] = useSpring(() => ({ lift: 0 }))
  const leaving = useRef(false)
  const dragged = useRef(false)

  // One card element serves the whole round: a new card snaps back to the centre before it is painted,
  // which is cheaper than mounting a fresh card (and its spring and gesture) for every answer.
  useLayoutEffect(() => {
    leaving.current = false
    dragged.current = false
    api.set({ x: 0 })
    liftApi.set({ lift: 0 })
  }, [card.id, api, liftApi])

  function fling(side: SwipeSide) {
    if (leaving.current) return
    leaving.current = true
    if (reducedMotion) return onChoose(side)
    const distance = (side === 'left' ? -1 : 1) * (window.innerWidth + 300)
    void liftApi.start({ lift: 1, config: { duration: EXIT_MS, easing: easings.easeOutCubic } })
    void api.start({ x: distance, config: { duration: EXIT_MS }, onRest: () => onChoose(side) })
  }
  useImperativeHandle(ref, () => ({ fling }))

  const bind = useDrag(
    ({ active, movement: [mx], last, xy: [x1, y1], initial: [x0, y0] }) => {
      if (leaving.current) return
      if (active) {
        dragged.current = dragged.current || Math.abs(mx) > 3
        void api.start({ x: mx, immediate: true })
        void liftApi.start({
          lift: Math.min(1, Math.abs(mx) / LIFT_DRAG_PX) * LIFT_DRAG_MAX,
          immediate: true,
        })
        return
      }
      // Decide on the pointer's whole journey: `movement` starts only after the tap filter's threshold.
      const dx = x1 - x0
      if (last && Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(y1 - y0))
        return fling(dx < 0 ? 'left' : 'right')
      void api.start({ x: 0 })
      void liftApi.start({ lift: 0 })
    },
    { axis: 'x', filterTaps: true, pointer: { touch: true } },
  )

  function choose(side: SwipeSide) {
    // A drag that ends over a statement must not also count as a tap on it.
    if (dragged.current) {
      dragged.current = false
      return
    }
    fling(side)
  }

  const fear = tone === 'fear'
  const leanLeft = x.to((value) => Math.min(1, Math.max(0, -value / 80)))
  const leanRight = x.to((value) => Math.min(1, Math.max(0, value / 80)))
  return (
    // The stack's step is its depth per card; the margin keeps room for the (tilted) edges showing below.
    <div className="relative mb-[calc(var(--stack-step)*2+1rem)] [--stack-step:0.625rem] sm:[--stack-step:0.875rem] lg:[--stack-step:1.25rem]">
      <CardStack upcoming={upcoming} tone={tone} lift={lift} />
      <animated.div
        {...bind()}
        role="group"
        aria-label={fill(roundCopy.cardLabel, { id: card.id, total })}
        data-card-id={card.id}
        style={{ x, rotate: x.to((value) => value * TILT_PER_PX), touchAction: 'pan-y' }}
        className={`relative cursor-grab overflow-hidden shadow-lift select-none active:cursor-grabbing ${cardSurface(tone)}`}
      >
        <CardFace
          card={card}
          tone={tone}
          renderSide={(side, statement) => {
            const lean = side === 'left' ? leanLeft : leanRight
            return (
              <button
                key={side}
                type="button"
                onClick={() => choose(side)}
                className={`${CARD_SIDE_BOX} transition-colors ${
                  fear
                    ? 'hover:bg-ember-800 focus-visible:bg-ember-800'
                    : 'hover:bg-iris-50 focus-visible:bg-iris-50'
                }`}
              >
                <animated.span
                  aria-hidden="true"
                  style={{ opacity: lean }}
                  className={`pointer-events-none absolute inset-0 rounded-[1.25rem] ring-4 ring-inset ${
                    fear ? 'bg-ember-800 ring-sun-400' : 'bg-iris-50 ring-iris-500'
                  }`}
                />
                <CardSideText side={side} statement={statement} tone={tone} />
              </button>
            )
          }}
        />
      </animated.div>
    </div>
  )
})
