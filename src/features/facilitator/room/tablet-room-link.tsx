import { useId, useState } from 'react'
import { TextField } from '../../../components/form/text-field'
import { buttonClasses } from '../../../components/ui/button-styles'
import { roomApiErrors } from '../../../content/room-errors'
import { tabletRoomCopy } from '../../../content/facilitator/room'
import { linkTabletRoom, tabletRoom } from '../../../db/device-data'
import { isRoomPublicKey, normaliseRoomCode } from '../../../domain/room/room-protocol'
import { normaliseTabletPass } from '../../../domain/room/tablet-pass'
import type { TabletRoom } from '../../../domain/room/room-records'
import { fill } from '../../../lib/format'
import { joinPatiently } from '../../../services/room/join-patiently'
import { fetchRoom } from '../../../services/room/room-api'

/** A typed code, or a pasted join link (its code and, in its fragment, the key the room must have). */
function readRoomInput(text: string): { code: string; key: string | null } | null {
  const link = /\/join\/([^/#?\s]+)(?:#(\S+))?/.exec(text)
  const code = normaliseRoomCode(link?.[1] ?? text)
  if (!code) return null
  const key = link?.[2] && isRoomPublicKey(link[2]) ? link[2] : null
  return { code, key }
}

type LinkField = 'room' | 'pass'

/** On a workshop tablet's facilitator page: links the tablet to a live room, or unlinks it. */
export function TabletRoomLink() {
  const id = useId()
  // Drawn only behind the PIN, in the browser: never prerendered, so the device can be read at once.
  const [room, setRoom] = useState<TabletRoom | null>(tabletRoom)
  const [error, setError] = useState<{ field: LinkField; message: string } | undefined>()
  const [linking, setLinking] = useState(false)

  async function link(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const input = readRoomInput(String(form.get('room') ?? ''))
    if (!input) return setError({ field: 'room', message: tabletRoomCopy.invalid })
    const pass = normaliseTabletPass(form.get('pass'))
    if (!pass) return setError({ field: 'pass', message: tabletRoomCopy.invalidPass })
    setLinking(true)
    const found = await fetchRoom(input.code)
    if (!found.ok) {
      setLinking(false)
      return setError({ field: 'room', message: roomApiErrors[found.error] })
    }
    if (input.key && input.key !== found.value.publicKey) {
      setLinking(false)
      return setError({ field: 'room', message: roomApiErrors['key-mismatch'] })
    }
    // The tablet joins as one member of the room, under an id of its own: its cards carry the room's token.
    const memberId = crypto.randomUUID()
    const answer = await joinPatiently(
      found.value.code,
      memberId,
      { device: 'tablet', pass },
      () => undefined,
    )
    setLinking(false)
    if (!answer.ok) {
      const field = answer.error === 'tablet-pass' ? 'pass' : 'room'
      return setError({ field, message: roomApiErrors[answer.error] })
    }
    const { code, name, publicKey } = answer.value.room
    const linked: TabletRoom = { code, name, publicKey, memberId, token: answer.value.token }
    if (!linkTabletRoom(linked)) return setError({ field: 'room', message: roomApiErrors.storage })
    setError(undefined)
    setRoom(linked)
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-[1.75rem] bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10"
    >
      <h2 id={`${id}-title`} className="text-title font-bold text-ink-950">
        {tabletRoomCopy.title}
      </h2>
      <p className="mt-2 text-ink-600">{tabletRoomCopy.intro}</p>
      {room ? (
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <p className="font-semibold text-ink-950" data-testid="tablet-room">
            {fill(tabletRoomCopy.linked, { name: room.name, code: room.code })}
          </p>
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => {
              linkTabletRoom(null)
              setRoom(null)
            }}
          >
            {tabletRoomCopy.unlink}
          </button>
        </div>
      ) : (
        <form method="post" noValidate onSubmit={(event) => void link(event)} className="mt-6 grid gap-4">
          <TextField
            id={`${id}-room`}
            name="room"
            label={tabletRoomCopy.label}
            autoComplete="off"
            error={error?.field === 'room' ? error.message : undefined}
          />
          <TextField
            id={`${id}-pass`}
            name="pass"
            label={tabletRoomCopy.passLabel}
            hint={tabletRoomCopy.passHint}
            autoComplete="off"
            maxLength={9}
            error={error?.field === 'pass' ? error.message : undefined}
          />
          <button type="submit" aria-disabled={linking || undefined} className={buttonClasses('primary')}>
            {linking ? tabletRoomCopy.linking : tabletRoomCopy.link}
          </button>
        </form>
      )}
    </section>
  )
}
