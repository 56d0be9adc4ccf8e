import { animated, useSpring } from '@react-spring/web'
import { useDrag } from '@use-gesture/react'
import { forwardRef, useImperativeHandle, useLayoutEffect, useRef } from 'react'
import type { ChoiceCard } from '../../content/assessment/deck'
import { roundCopy } from '../../content/assessment'
import type { SwipeSide } from '../../domain/assessment-types'
import { fill } from '../../lib/format'

/** SPEC.md section 9: a swipe needs 10 px of horizontal movement; the card leaves in 200 ms. */
export const SWIPE_MIN_PX = 10
export const EXIT_MS = 200

export interface SwipeCardHandle {
  /** Flies the card out toward `side`, then calls `onChoose`. */
  fling(side: SwipeSide): void
}

interface SwipeCardProps {
  card: ChoiceCard
  total: number
  tone: 'motivation' | 'fear'
  reducedMotion: boolean
  onChoose(side: SwipeSide): void
}

const TILT_PER_PX = 0.06

/** The choice card: drag it (touch or mouse) or press a statement; it tilts and leans toward a side. */
export const SwipeCard = forwardRef<SwipeCardHandle, SwipeCardProps>(function SwipeCard(
  { card, total, tone, reducedMotion, onChoose },
  ref,
) {
  const [{ x }, api] = useSpring(() => ({ x: 0 }))
  const leaving = useRef(false)
  const dragged = useRef(false)

  // One card element serves the whole round: a new card snaps back to the centre before it is painted,
  // which is cheaper than mounting a fresh card (and its spring and gesture) for every answer.
  useLayoutEffect(() => {
    leaving.current = false
    dragged.current = false
    api.set({ x: 0 })
  }, [card.id, api])

  function fling(side: SwipeSide) {
    if (leaving.current) return
    leaving.current = true
    if (reducedMotion) return onChoose(side)
    const distance = (side === 'left' ? -1 : 1) * (window.innerWidth + 300)
    void api.start({ x: distance, config: { duration: EXIT_MS }, onRest: () => onChoose(side) })
  }
  useImperativeHandle(ref, () => ({ fling }))

  const bind = useDrag(
    ({ active, movement: [mx], last, xy: [x1, y1], initial: [x0, y0] }) => {
      if (leaving.current) return
      if (active) {
        dragged.current = dragged.current || Math.abs(mx) > 3
        void api.start({ x: mx, immediate: true })
        return
      }
      // Decide on the pointer's whole journey: `movement` starts only after the tap filter's threshold.
      const dx = x1 - x0
      if (last && Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(y1 - y0))
        return fling(dx < 0 ? 'left' : 'right')
      void api.start({ x: 0 })
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
    <animated.div
      {...bind()}
      role="group"
      aria-label={fill(roundCopy.cardLabel, { id: card.id, total })}
      data-card-id={card.id}
      style={{ x, rotate: x.to((value) => value * TILT_PER_PX), touchAction: 'pan-y' }}
      className={`relative cursor-grab overflow-hidden rounded-[1.75rem] shadow-lift select-none active:cursor-grabbing ${
        fear ? 'bg-ember-700 text-white' : 'bg-white text-ink-950 ring-1 ring-ink-200'
      }`}
    >
      <p
        aria-hidden="true"
        className={`px-6 pt-4 text-[0.6875rem] font-medium tracking-[0.08em] tabular-nums ${fear ? 'text-ember-100' : 'text-ink-500'}`}
      >
        {fill(roundCopy.cardLabel, { id: card.id, total })}
      </p>
      <div className="grid grid-cols-2 gap-px p-3 pt-2">
        {(['left', 'right'] as const).map((side) => {
          const statement = side === 'left' ? card.statementA : card.statementB
          const lean = side === 'left' ? leanLeft : leanRight
          return (
            <button
              key={side}
              type="button"
              onClick={() => choose(side)}
              className={`relative flex min-h-52 flex-col gap-4 rounded-[1.25rem] p-4 text-left transition-colors sm:min-h-60 sm:p-6 ${
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
              <span
                aria-hidden="true"
                className={`relative text-xs font-bold tracking-[0.14em] uppercase ${fear ? 'text-ember-100' : 'text-ink-500'}`}
              >
                {side === 'left' ? `← ${roundCopy.leftSide}` : `${roundCopy.rightSide} →`}
              </span>
              <span className="relative font-display text-lg leading-snug font-semibold sm:text-xl">
                {statement}
              </span>
            </button>
          )
        })}
      </div>
    </animated.div>
  )
})
