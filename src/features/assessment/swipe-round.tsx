import { useEffect, useRef } from 'react'
import { roundCopy } from '../../content/assessment'
import { deck, TOTAL_CARDS } from '../../content/assessment/deck'
import type { SwipeSide } from '../../domain/assessment/assessment-types'
import {
  cardPosition,
  currentCardId,
  isRoundComplete,
  upcomingCardIds,
  type Round,
} from '../../domain/assessment/session'
import { fill } from '../../lib/format'
import { usePrefersReducedMotion } from '../../lib/reduced-motion'
import { vibrate } from '../../lib/vibrate'
import { useAssessment } from './assessment-store'
import { ROUND_ADVANCE_DELAY_MS, VIBRATION_MS } from './rules'
import { StepShell } from './step-shell'
import { STACK_DEPTH } from './card-stack'
import { SwipeCard, type SwipeCardHandle } from './swipe-card'
import { Icon } from '../../components/ui/icon'

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  )
}

/** A round of choice cards: drag, tap a statement, or press ← / →; Undo takes back the last answer. */
export function SwipeRound({ round }: { round: Round }) {
  const { state, dispatch } = useAssessment()
  const reducedMotion = usePrefersReducedMotion()
  const cardRef = useRef<SwipeCardHandle>(null)
  const copy = roundCopy[round]
  const cardId = currentCardId(state, round)
  const card = deck.find((candidate) => candidate.id === cardId)
  const upcoming = upcomingCardIds(state, round, STACK_DEPTH).flatMap((id) =>
    deck.filter((candidate) => candidate.id === id),
  )
  const complete = isRoundComplete(state, round)
  const { index, total } = cardPosition(state, round)
  const answered = Object.keys(
    round === 'motivation' ? state.session.motivationResponses : state.session.fearResponses,
  ).length

  useEffect(() => {
    if (!complete) return
    const timer = setTimeout(() => dispatch({ type: 'advance' }), ROUND_ADVANCE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [complete, dispatch])

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey)
        return
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
      event.preventDefault()
      cardRef.current?.fling(event.key === 'ArrowLeft' ? 'left' : 'right')
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  function record(side: SwipeSide) {
    if (!card) return
    vibrate(VIBRATION_MS.swipe)
    dispatch({ type: 'answer', cardId: card.id, side })
  }

  const announcement = card
    ? fill(roundCopy.announceCard, { index, total, left: card.statementA, right: card.statementB })
    : copy.done

  return (
    <StepShell
      heading={copy.heading}
      intro={copy.intro}
      hint={round === 'fear' ? roundCopy.fear.hint : undefined}
      progress={state.session.progress}
      onBack={() => dispatch({ type: 'back' })}
      tone={round === 'fear' ? 'warm' : 'light'}
      wide
    >
      <div className="flex items-center justify-between gap-4">
        <p className="font-semibold text-ink-700 tabular-nums">
          {fill(roundCopy.cardCounter, { index, total })}
        </p>
        <button
          type="button"
          onClick={() => dispatch({ type: 'undo' })}
          disabled={answered === 0 || complete}
          className="inline-flex min-h-11 items-center gap-2 rounded-pill px-4 font-semibold text-ink-700 hover:bg-white disabled:cursor-not-allowed disabled:opacity-40"
        >
          <Icon name="undo" />
          {roundCopy.undo}
        </button>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="mt-4 min-h-72">
        {card ? (
          <SwipeCard
            ref={cardRef}
            card={card}
            upcoming={upcoming}
            total={TOTAL_CARDS}
            tone={round}
            reducedMotion={reducedMotion}
            onChoose={record}
          />
        ) : (
          <p
            role="status"
            className={`grid min-h-72 place-items-center rounded-[1.75rem] p-8 text-center font-display text-2xl font-bold ${
              round === 'fear' ? 'bg-ember-700 text-white' : 'bg-white text-ink-950 ring-1 ring-ink-200'
            }`}
          >
            {copy.done}
          </p>
        )}
      </div>
      {/* Chosen by the primary pointer in CSS, so the prerendered page already shows the right one. */}
      <p className="mt-5 text-center text-sm text-ink-500">
        <span className="pointer-fine:hidden">{roundCopy.controlsHint.touch}</span>
        <span className="pointer-coarse:hidden">{roundCopy.controlsHint.pointer}</span>
      </p>
    </StepShell>
  )
}
