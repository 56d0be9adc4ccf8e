import { useEffect, useId, useState } from 'react'
import { tabletPassCopy } from '../../../content/facilitator/room'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import { formatTabletPass, tabletPassOfKey } from '../../../domain/room/tablet-pass'

/**
 * The room's tablet pass, for the facilitator to type on each workshop tablet. Folded away until asked for,
 * so a presenter view mirrored to the projector does not show it to the room.
 */
export function TabletPass({ facilitator }: { facilitator: FacilitatorRoom }) {
  const id = useId()
  const [pass, setPass] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void tabletPassOfKey(facilitator.facilitatorKey, facilitator.code).then(
      (derived) => current && setPass(derived),
    )
    return () => {
      current = false
    }
  }, [facilitator])
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2">
      <h2 id={`${id}-title`} className="font-display text-lg font-bold text-ink-950">
        {tabletPassCopy.title}
      </h2>
      <p className="text-sm text-ink-600">{tabletPassCopy.intro}</p>
      <details className="rounded-2xl bg-ink-50 p-3 ring-1 ring-ink-200">
        <summary className="cursor-pointer font-semibold text-iris-700">{tabletPassCopy.show}</summary>
        <p className="mt-2 text-ink-600">
          {tabletPassCopy.label}{' '}
          <span
            className="font-display text-title font-bold tracking-[0.06em] text-ink-950"
            data-testid="tablet-pass"
          >
            {pass && formatTabletPass(pass)}
          </span>
        </p>
      </details>
    </section>
  )
}
