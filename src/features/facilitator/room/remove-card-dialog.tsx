import { useId, useRef, useState } from 'react'
import { buttonClasses } from '../../../components/ui/button-styles'
import { roomApiErrors } from '../../../content/room-errors'
import { roomScreenCopy } from '../../../content/facilitator/room'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { cardName, expertiseOrDefault } from '../../../domain/card/card-text'
import type { Room } from '../../../domain/room/room-protocol'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import { fill } from '../../../lib/format'
import { removeCard } from './facilitator-room-api'

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })

interface RemoveCardDialogProps {
  facilitator: FacilitatorRoom
  results: readonly AssessmentResult[]
  onRemoved: (id: string, room: Room) => void
}

/**
 * "Remove a card…": the room's cards, newest first, each by its card's name, its expertise and when it was
 * made; removing one (a test, or junk) takes a second press, then takes it off every screen and out of the
 * room for good. With "Also remove the phone", the phone that sent it goes too: its other cards, and its place.
 */
export function RemoveCardDialog({ facilitator, results, onRemoved }: RemoveCardDialogProps) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const withPhone = useRef<HTMLInputElement>(null)
  const cards = [...results].sort((a, b) => b.createdAt - a.createdAt)

  async function remove(card: AssessmentResult) {
    if (confirming !== card.uuid) return setConfirming(card.uuid)
    setConfirming(null)
    setBusy(card.uuid)
    const phone = withPhone.current?.checked ?? false
    const answer = await removeCard(facilitator.code, facilitator.facilitatorKey, card.uuid, phone)
    setBusy(null)
    if (!answer.ok) return setError(roomApiErrors[answer.error])
    setError(null)
    onRemoved(card.uuid, answer.value)
  }

  return (
    <>
      <button
        type="button"
        className={buttonClasses('secondary')}
        disabled={results.length === 0}
        onClick={() => dialog.current?.showModal()}
      >
        {roomScreenCopy.remove}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        onClose={() => setConfirming(null)}
        className="m-auto max-h-[85vh] w-[min(40rem,92vw)] rounded-[1.75rem] p-8 backdrop:bg-ink-950/60"
      >
        <h2 id={`${id}-title`} className="text-title font-bold text-ink-950">
          {roomScreenCopy.removeTitle}
        </h2>
        <p className="mt-2 text-ink-600">{roomScreenCopy.removeIntro}</p>
        <div className="mt-4 flex items-start gap-3">
          <input
            ref={withPhone}
            id={`${id}-phone`}
            type="checkbox"
            aria-describedby={`${id}-phone-hint`}
            className="mt-1 size-5 accent-iris-700"
          />
          <div>
            <label htmlFor={`${id}-phone`} className="font-semibold text-ink-950">
              {roomScreenCopy.removePhone}
            </label>
            <p id={`${id}-phone-hint`} className="text-sm text-ink-600">
              {roomScreenCopy.removePhoneHint}
            </p>
          </div>
        </div>
        {cards.length === 0 ? (
          <p className="mt-6 text-ink-700">{roomScreenCopy.removeNone}</p>
        ) : (
          <ul className="mt-6 grid gap-3" data-testid="room-cards">
            {cards.map((card) => (
              <li
                key={card.uuid}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-ink-50 p-4"
              >
                <div>
                  <p className="font-semibold text-ink-950">{cardName(card.scores, card.powers)}</p>
                  <p className="text-sm text-ink-600">
                    {fill(roomScreenCopy.removeCardLine, {
                      expertise: expertiseOrDefault(card.expertise),
                      time: timeFormat.format(card.createdAt),
                    })}
                  </p>
                </div>
                <button
                  type="button"
                  disabled={busy !== null}
                  className={buttonClasses('secondary')}
                  onClick={() => void remove(card)}
                >
                  {busy === card.uuid
                    ? roomScreenCopy.removing
                    : confirming === card.uuid
                      ? roomScreenCopy.removeConfirm
                      : roomScreenCopy.removeOne}
                </button>
              </li>
            ))}
          </ul>
        )}
        {error && (
          <p role="alert" className="mt-4 rounded-2xl bg-ember-100 p-3 text-ember-800">
            {error}
          </p>
        )}
        <button
          type="button"
          className={`${buttonClasses('secondary')} mt-6`}
          onClick={() => dialog.current?.close()}
        >
          {roomScreenCopy.close}
        </button>
      </dialog>
    </>
  )
}
