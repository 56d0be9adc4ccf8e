import { useId, useState } from 'react'
import { buttonClasses } from '../../components/ui/button-styles'
import { attendeeCopy } from '../../content/workshop'
import type { AssessmentResult } from '../../domain/assessment-types'
import { shareLinkPath } from '../../domain/share-link'
import { IDLE_COUNTDOWN_SECONDS } from '../../domain/workshop-settings'
import { fill } from '../../lib/format'
import { QrCode } from './qr-code'
import { useIdleClear } from './use-idle-clear'

interface AttendeeHandOffProps {
  result: AssessmentResult
  /** How long the screen may stay untouched before it clears itself (the workshop's setting). */
  idleMinutes: number
  /** Clears the attendee's session and result, back to the title for the next person. */
  startOver: () => void
}

/** The result screen's end in workshop mode: the card's link as a QR code, then the tablet's hand-over. */
export function AttendeeHandOff({ result, idleMinutes, startOver }: AttendeeHandOffProps) {
  const id = useId()
  const [confirming, setConfirming] = useState(false)
  const secondsLeft = useIdleClear(idleMinutes * 60_000, IDLE_COUNTDOWN_SECONDS * 1000, startOver)
  return (
    <section
      aria-labelledby={`${id}-scan`}
      className="grid w-full justify-items-center gap-5 rounded-[1.75rem] bg-white p-6 text-center shadow-card ring-1 ring-ink-200"
    >
      <h2 id={`${id}-scan`} className="font-display text-2xl font-bold text-ink-950">
        {attendeeCopy.scanTitle}
      </h2>
      <p className="max-w-sm text-ink-600">{attendeeCopy.scanIntro}</p>
      <QrCode
        text={`${window.location.origin}${shareLinkPath(result)}`}
        label={attendeeCopy.qrLabel}
        className="aspect-square w-full max-w-72 rounded-xl"
      />
      {secondsLeft !== null && (
        <div
          role="alert"
          className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-2xl bg-ink-950 px-6 py-5 text-center text-white shadow-lift"
        >
          {/* Announced once; the ticking number is for the eyes only. */}
          <p className="sr-only">
            {fill(attendeeCopy.idleCountdown, { seconds: IDLE_COUNTDOWN_SECONDS })} {attendeeCopy.idleStay}
          </p>
          <div aria-hidden="true">
            <p className="font-display text-xl font-bold">
              {fill(attendeeCopy.idleCountdown, { seconds: secondsLeft })}
            </p>
            <p className="mt-1 text-ink-300">{attendeeCopy.idleStay}</p>
          </div>
        </div>
      )}
      {confirming ? (
        <div role="group" aria-labelledby={`${id}-confirm`} className="grid gap-3">
          <p id={`${id}-confirm`} className="font-semibold text-ink-950">
            {attendeeCopy.confirmTitle}
          </p>
          <p className="text-sm text-ink-600">{attendeeCopy.confirmText}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <button type="button" className={buttonClasses('primary', 'lg')} onClick={startOver}>
              {attendeeCopy.confirm}
            </button>
            <button
              type="button"
              className={buttonClasses('secondary', 'lg')}
              onClick={() => setConfirming(false)}
            >
              {attendeeCopy.cancel}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className={buttonClasses('primary', 'lg')} onClick={() => setConfirming(true)}>
          {attendeeCopy.next}
        </button>
      )}
    </section>
  )
}
