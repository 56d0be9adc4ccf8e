import type { ReactNode } from 'react'
import { attendeeCopy } from '../../../content/facilitator/tablet'
import { IDLE_COUNTDOWN_SECONDS, idleWaitMs } from '../../../domain/workshop/workshop-settings'
import { fill } from '../../../lib/format'
import { useIdleClear } from './use-idle-clear'

interface IdleClearProps {
  /** The workshop's idle time: the countdown ends this long after the last touch. */
  idleMinutes: number
  /** Wipes what is on screen, back to the start for the next attendee. */
  onClear: () => void
  /** What a touch keeps, said under the countdown. */
  stayText: string
  /** Shown while no countdown runs. */
  children?: ReactNode
}

/**
 * Clears a screen an attendee walked away from: after the workshop's idle time less the countdown, an
 * announced countdown takes the place of `children` (in the page's flow, so it never covers a control);
 * any touch, key or wheel cancels it.
 */
export function IdleClear({ idleMinutes, onClear, stayText, children = null }: IdleClearProps) {
  const secondsLeft = useIdleClear(idleWaitMs(idleMinutes), IDLE_COUNTDOWN_SECONDS * 1000, onClear)
  if (secondsLeft === null) return children
  return (
    <div role="alert" className="rounded-2xl bg-ink-950 px-5 py-4 text-center text-white shadow-lift">
      {/* Announced once; the ticking number is for the eyes only. */}
      <p className="sr-only">
        {fill(attendeeCopy.idleCountdown, { seconds: IDLE_COUNTDOWN_SECONDS })} {stayText}
      </p>
      <div aria-hidden="true">
        <p className="font-display text-xl font-bold">
          {fill(attendeeCopy.idleCountdown, { seconds: secondsLeft })}
        </p>
        <p className="mt-1 text-ink-300">{stayText}</p>
      </div>
    </div>
  )
}
