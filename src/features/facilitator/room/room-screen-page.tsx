import { useEffect, useState } from 'react'
import { showToast } from '../../../components/layout/show-toast'
import { ErrorAlert } from '../../../components/ui/error-alert'
import { roomApiErrors } from '../../../content/room-errors'
import { roomScreenCopy } from '../../../content/facilitator/room'
import { findFacilitatorRoom } from '../../../db/device-data'
import { normaliseRoomCode } from '../../../domain/room-protocol'
import type { FacilitatorRoom } from '../../../domain/room-records'
import { isSealedTransfer } from '../../../domain/room-transfer'
import { ReceiveKeysForm } from './receive-keys-form'
import { RoomScreen } from './room-screen'

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; room: FacilitatorRoom }
  | { status: 'receive'; code: string; sealed: string }
  | { status: 'no-key' }
  | { status: 'error'; message: string }

/**
 * Sealed keys handed over from the facilitator's other device in the address's fragment: wiped from the
 * address (and its history entry) at once, so they are not left on screen or bookmarked, and kept only in the
 * page until the one-time code opens them. Anything else in the fragment is ignored: keys already on this
 * device are never touched by an address.
 */
function takeSealedTransfer(): string | null {
  const fragment = location.hash.slice(1)
  if (fragment) history.replaceState(history.state, '', location.pathname)
  return isSealedTransfer(fragment) ? fragment : null
}

async function load(rawCode: string): Promise<Loaded> {
  const sealed = takeSealedTransfer()
  const code = normaliseRoomCode(rawCode)
  if (!code) return { status: 'error', message: roomApiErrors['not-found'] }
  if (sealed) return { status: 'receive', code, sealed }
  const found = await findFacilitatorRoom(code)
  if (!found.ok) return { status: 'error', message: roomApiErrors.storage }
  return found.value ? { status: 'ready', room: found.value } : { status: 'no-key' }
}

/** /room/{code}: the room screen, on a device holding the room's keys. */
export function RoomScreenPage({ code }: { code: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  useEffect(() => {
    let current = true
    void load(code).then((result) => current && setLoaded(result))
    return () => {
      current = false
    }
  }, [code])

  if (loaded.status === 'ready') return <RoomScreen facilitator={loaded.room} />
  return (
    <div className="container-page pt-[calc(var(--spacing-bar)+3rem)] pb-16">
      {loaded.status === 'loading' && <p className="text-ink-600">{roomScreenCopy.loading}</p>}
      {loaded.status === 'receive' && (
        <ReceiveKeysForm
          code={loaded.code}
          sealed={loaded.sealed}
          onReceived={(room) => {
            showToast((toast) => toast.success(roomScreenCopy.received))
            setLoaded({ status: 'ready', room })
          }}
        />
      )}
      {loaded.status === 'no-key' && (
        <>
          <h1 className="text-title font-bold text-ink-950">{roomScreenCopy.noKeyTitle}</h1>
          <p className="mt-2 max-w-prose text-ink-600">{roomScreenCopy.noKeyText}</p>
        </>
      )}
      {loaded.status === 'error' && <ErrorAlert message={loaded.message} />}
    </div>
  )
}
