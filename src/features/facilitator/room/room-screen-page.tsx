import { useState } from 'react'
import { showToast } from '../../../components/layout/show-toast'
import { ErrorAlert } from '../../../components/ui/error-alert'
import { roomScreenCopy } from '../../../content/facilitator/room'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import type { FacilitatorRoomLoad } from './load-facilitator-room'
import { ReceiveKeysForm } from './receive-keys-form'
import { RoomScreen } from './room-screen'

function RoomScreenFrame({ children }: { children: React.ReactNode }) {
  return <div className="container-page pt-[calc(var(--spacing-bar)+3rem)] pb-16">{children}</div>
}

/** /room/{code} while its keys are looked up on this device. */
export function RoomScreenPending() {
  return (
    <RoomScreenFrame>
      <p className="text-ink-600">{roomScreenCopy.loading}</p>
    </RoomScreenFrame>
  )
}

/** /room/{code}: the room screen, on a device holding the room's keys. */
export function RoomScreenPage({ loaded }: { loaded: FacilitatorRoomLoad }) {
  const [received, setReceived] = useState<FacilitatorRoom | null>(null)
  const room = received ?? (loaded.status === 'ready' ? loaded.room : null)
  if (room) return <RoomScreen facilitator={room} />
  return (
    <RoomScreenFrame>
      {loaded.status === 'receive' && (
        <ReceiveKeysForm
          code={loaded.code}
          sealed={loaded.sealed}
          onReceived={(keys) => {
            showToast((toast) => toast.success(roomScreenCopy.received))
            setReceived(keys)
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
    </RoomScreenFrame>
  )
}
