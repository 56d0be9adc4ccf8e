import { useId, useState } from 'react'
import { buttonClasses } from '../../../components/ui/button-styles'
import { attendeeCopy } from '../../../content/facilitator/tablet'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { shareLinkPath } from '../../../domain/card/share-link'
import { QrCode } from '../../../components/ui/qr-code'
import { IdleClear } from './idle-clear'

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
  return (
    <section
      aria-labelledby={`${id}-scan`}
      className="grid w-full content-start justify-items-center gap-5 rounded-[1.75rem] bg-white p-6 text-center shadow-card ring-1 ring-ink-200"
    >
      <h2 id={`${id}-scan`} className="font-display text-2xl font-bold text-ink-950">
        {attendeeCopy.scanTitle}
      </h2>
      <IdleClear idleMinutes={idleMinutes} onClear={startOver} stayText={attendeeCopy.idleStay}>
        <p className="max-w-sm text-ink-600">{attendeeCopy.scanIntro}</p>
      </IdleClear>
      <QrCode
        text={`${window.location.origin}${shareLinkPath(result)}`}
        label={attendeeCopy.qrLabel}
        // As large as fits above Next participant on a landscape tablet (768 px high), never under 11rem.
        className="aspect-square w-full max-w-[max(11rem,min(18rem,calc(100dvh-31.5rem)))] rounded-xl"
      />
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
