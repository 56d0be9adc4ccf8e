import { useEffect, useState } from 'react'
import { ErrorAlert } from '../../components/ui/error-alert'
import { roomApiErrors, roomScreenCopy } from '../../content/rooms'
import { findFacilitatorRoom, saveFacilitatorRoom } from '../../db/device-data'
import { normaliseRoomCode } from '../../domain/room-protocol'
import { readKeyTransfer, type FacilitatorRoom } from '../../domain/room-records'
import { fetchRoom } from './room-api'
import { RoomScreen } from './room-screen'

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; room: FacilitatorRoom }
  | { status: 'no-key' }
  | { status: 'error'; message: string }

/**
 * The keys handed over from the facilitator's other device in the address's fragment: kept on this device,
 * then wiped from the address (and its history entry) so they are not left on screen or bookmarked.
 */
async function receiveKeys(code: string): Promise<Loaded | null> {
  const keys = readKeyTransfer(location.hash)
  if (!keys) return null
  history.replaceState(history.state, '', location.pathname)
  const answer = await fetchRoom(code)
  if (!answer.ok) return { status: 'error', message: roomApiErrors[answer.error] }
  const room: FacilitatorRoom = {
    code,
    name: answer.value.name,
    publicKey: answer.value.publicKey,
    ...keys,
    createdAt: Date.now(),
  }
  const saved = await saveFacilitatorRoom(room)
  return saved.ok ? { status: 'ready', room } : { status: 'error', message: roomApiErrors.storage }
}

async function load(rawCode: string): Promise<Loaded> {
  const code = normaliseRoomCode(rawCode)
  if (!code) return { status: 'error', message: roomApiErrors['not-found'] }
  const found = await findFacilitatorRoom(code)
  if (found.ok && found.value && !readKeyTransfer(location.hash))
    return { status: 'ready', room: found.value }
  const received = await receiveKeys(code)
  if (received) return received
  return found.ok ? { status: 'no-key' } : { status: 'error', message: roomApiErrors.storage }
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
