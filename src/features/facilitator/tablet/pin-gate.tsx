import { useEffect, useId, useRef, type ReactNode } from 'react'
import { fillUntouched } from '../../../components/form/fill-untouched'
import { tabletPinFailures } from '../../../db/pin-failures'
import { useSecondsUntil } from '../../../lib/use-seconds-until'
import { FormCard } from '../../../components/form/form-card'
import { PinField } from '../../../components/form/pin-field'
import { useSubmitAction } from '../../../components/form/use-submit-action'
import { buttonClasses } from '../../../components/ui/button-styles'
import { pinErrors, pinGateCopy } from '../../../content/facilitator/tablet'
import { verifyPin } from '../../../domain/workshop/workshop-pin'
import type { Workshop } from '../../../domain/workshop/workshop-types'
import { fill } from '../../../lib/format'
import { lockFacilitator, unlockFacilitator, useFacilitatorUnlocked } from './facilitator-unlock'
import { receiveHandedPins } from './pin-hand-over'

interface PinGateProps {
  workshop: Workshop
  /** What the facilitator sees once the PIN is right. */
  children: ReactNode
}

interface GateState {
  error?: string
  /** Epoch milliseconds from when the next try is accepted. */
  retryAt: number
}

/**
 * Keeps what is behind it (the facilitator's controls, the group, other people's results) until the
 * workshop's PIN is typed, then open until the facilitator locks it or leaves it idle (facilitator-unlock.ts).
 * Wrong PINs in a row make the next try wait longer, even across reloads.
 */
export function PinGate({ workshop, children }: PinGateProps) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [state, submit, checking] = useSubmitAction(
    async (_previous: GateState, form: FormData): Promise<GateState> => {
      if (tabletPinFailures.nextAttemptAt() > Date.now())
        return { retryAt: tabletPinFailures.nextAttemptAt() }
      if (await verifyPin(String(form.get('pin') ?? ''), workshop.pin)) {
        tabletPinFailures.clear()
        unlockFacilitator(workshop.id)
        return { retryAt: 0 }
      }
      return { error: pinErrors.wrong, retryAt: tabletPinFailures.recordWrong() }
    },
    { retryAt: tabletPinFailures.nextAttemptAt() },
  )
  const unlocked = useFacilitatorUnlocked(workshop)
  const waitSeconds = useSecondsUntil(state.retryAt)

  // A PIN typed into the start form this form replaced is kept; sent there, it is checked now. It may be
  // handed over before this form mounts or after, so the form listens for as long as it is there.
  useEffect(
    () =>
      receiveHandedPins((handed) => {
        const form = formRef.current
        if (!form) return
        fillUntouched(form, { pin: handed.pin })
        const pin = form.elements.namedItem('pin')
        if (pin instanceof HTMLElement) pin.focus()
        if (handed.sent) form.requestSubmit()
      }),
    [],
  )

  useEffect(() => {
    const pin = formRef.current?.elements.namedItem('pin')
    if (state.error && pin instanceof HTMLElement) pin.focus()
  }, [state])

  if (unlocked)
    return (
      <>
        <div className="mb-6 flex flex-wrap items-center justify-end gap-3 print:hidden">
          <p className="text-sm text-ink-600">{pinGateCopy.unlocked}</p>
          <button type="button" className={buttonClasses('secondary')} onClick={lockFacilitator}>
            {pinGateCopy.lock}
          </button>
        </div>
        {children}
      </>
    )
  const message = waitSeconds > 0 ? fill(pinErrors.wait, { seconds: waitSeconds }) : state.error
  const blocked = checking || waitSeconds > 0
  return (
    <FormCard
      id={id}
      formRef={formRef}
      title={pinGateCopy.title}
      intro={fill(pinGateCopy.intro, { name: workshop.name })}
      onSubmit={submit}
      className="mx-auto max-w-md"
    >
      <PinField
        id={`${id}-pin`}
        name="pin"
        label={pinGateCopy.label}
        error={message}
        required
        className="mt-6"
      />
      <button
        type="submit"
        aria-disabled={blocked || undefined}
        disabled={waitSeconds > 0}
        className={`${buttonClasses('primary', 'lg')} mt-6 w-full aria-disabled:opacity-70`}
      >
        {checking ? pinGateCopy.checking : pinGateCopy.submit}
      </button>
    </FormCard>
  )
}
