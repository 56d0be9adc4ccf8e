import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { buttonClasses } from '../../components/ui/button-styles'
import { ErrorAlert } from '../../components/ui/error-alert'
import { joiningCopy, joinResumeCopy } from '../../content/join/joining'
import { roomApiErrors, type RoomApiErrorKey } from '../../content/room-errors'
import { isRoomPublicKey, normaliseRoomCode, type Room } from '../../domain/room/room-protocol'
import type { JoinedRoom } from '../../domain/room/room-records'
import { fill } from '../../lib/format'
import { JoinResumeOffer } from './join-resume-offer'
import { NameField } from './name-field'
import { fetchRoom } from '../../services/room/room-api'
import { isWorthWaitingFor } from '../../services/room/room-call'
import { useUnfinishedForRoom } from './use-unfinished-for-room'

type Found =
  | { status: 'checking'; crowd?: true }
  | { status: 'found'; room: Room }
  | { status: 'error'; error: RoomApiErrorKey }

/** The key the join link carried, if any: it wins over the server's, which must then match it. */
function linkKey(): string | null {
  const key = location.hash.slice(1)
  return isRoomPublicKey(key) ? key : null
}

async function find(code: string | null, onCrowd: () => void, signal: AbortSignal): Promise<Found> {
  if (!code) return { status: 'error', error: 'not-found' }
  let answer = await fetchRoom(code)
  // A venue's crowd opening the room at once waits its turn; the waiting's code loads only then.
  if (!answer.ok && isWorthWaitingFor(answer)) {
    const waiting = await import('../../services/room/join-patiently').catch(() => null)
    if (waiting) answer = await waiting.patiently(() => fetchRoom(code), onCrowd, signal, answer)
  }
  if (!answer.ok) return { status: 'error', error: answer.error }
  const key = linkKey()
  if (key && answer.value.publicKey !== key) return { status: 'error', error: 'key-mismatch' }
  if (answer.value.state !== 'open') return { status: 'error', error: answer.value.state }
  return { status: 'found', room: answer.value }
}

/**
 * /join/{code}: finds the room, offers an optional display name (off unless asked for), joins, records the
 * room on this phone and starts MojoMe. A phone with an unfinished MojoMe for the room is offered Resume
 * first, and the start then says that it starts over. Every refusal says plainly why.
 */
export function JoinRoomPage({ code: rawCode }: { code: string }) {
  const id = useId()
  const navigate = useNavigate()
  const code = normaliseRoomCode(rawCode)
  const [found, setFound] = useState<Found>({ status: 'checking' })
  const [withName, setWithName] = useState(false)
  const [joining, setJoining] = useState<'no' | 'yes' | 'waiting'>('no')
  const unfinished = useUnfinishedForRoom(found.status === 'found' ? found.room.code : null)

  const inCrowd = () => setFound({ status: 'checking', crowd: true })

  useEffect(() => {
    const leaving = new AbortController()
    void find(code, inCrowd, leaving.signal).then((result) => !leaving.signal.aborted && setFound(result))
    return () => leaving.abort()
  }, [code])

  async function join(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (found.status !== 'found' || joining !== 'no') return
    const displayName = String(new FormData(event.currentTarget).get('displayName') ?? '').trim()
    setJoining('yes')
    // The storage layer's and the join's code come with the first action that needs them, not with the page.
    const loaded = await Promise.all([
      import('../../db/device-data'),
      import('../../services/room/join-patiently'),
    ]).catch(() => null)
    if (!loaded) {
      setJoining('no')
      return setFound({ status: 'error', error: 'offline' })
    }
    const [data, { joinPatiently }] = loaded
    const known = data.joinedRoom()
    const attendeeId = known?.code === found.room.code ? known.attendeeId : crypto.randomUUID()
    // Loads with the join, like the storage layer: the key for "you and the room" is made only here.
    const memberKey = await import('./phone-member-key')
      .then((keys) => keys.phoneMemberKey(found.room.code, attendeeId))
      .catch(() => undefined)
    const answer = await joinPatiently(found.room.code, attendeeId, { device: 'phone', memberKey }, () =>
      setJoining('waiting'),
    )
    setJoining('no')
    if (!answer.ok) return setFound({ status: 'error', error: answer.error })
    const joined = answer.value.room
    const key = linkKey()
    if (key && joined.publicKey !== key) return setFound({ status: 'error', error: 'key-mismatch' })
    const room: JoinedRoom = {
      code: joined.code,
      name: joined.name,
      publicKey: joined.publicKey,
      attendeeId,
      token: answer.value.token,
    }
    if (withName && displayName) room.displayName = displayName
    if (known?.code === room.code && known.startSent) room.startSent = true
    if (!data.saveJoinedRoom(room)) return setFound({ status: 'error', error: 'storage' })
    void navigate({ to: '/mojo-me', search: { start: 'new' } })
  }

  return (
    <div className="container-page max-w-xl pt-[calc(var(--spacing-bar)+3rem)] pb-12">
      {found.status !== 'found' && (
        <h1 className="mb-6 text-title font-bold text-ink-950">
          {fill(joiningCopy.heading, { code: code ?? rawCode })}
        </h1>
      )}
      {found.status === 'checking' && (
        <p className="text-ink-600" role="status">
          {found.crowd ? joiningCopy.crowdFinding : fill(joiningCopy.checking, { code: code ?? rawCode })}
        </p>
      )}
      {found.status === 'error' && (
        <div className="grid gap-6">
          <ErrorAlert message={roomApiErrors[found.error]} />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonClasses('primary')}
              onClick={() => {
                setFound({ status: 'checking' })
                void find(code, inCrowd, new AbortController().signal).then(setFound)
              }}
            >
              {joiningCopy.retry}
            </button>
            <Link to="/join" className={buttonClasses('secondary')}>
              {joiningCopy.typeAnother}
            </Link>
          </div>
        </div>
      )}
      {found.status === 'found' && (
        <>
          <h1 id={`${id}-title`} className="text-title font-bold text-ink-950">
            {fill(joiningCopy.title, { name: found.room.name })}
          </h1>
          <p className="mt-2 text-ink-600">{joiningCopy.intro}</p>
          {unfinished && <JoinResumeOffer unfinished={unfinished} />}
          <form
            method="post"
            noValidate
            onSubmit={(event) => void join(event)}
            aria-labelledby={unfinished ? `${id}-over` : `${id}-title`}
            className="mt-6 rounded-[1.75rem] bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10"
          >
            {unfinished && (
              <>
                <h2 id={`${id}-over`} className="font-display text-xl font-bold text-ink-950">
                  {joinResumeCopy.startOverTitle}
                </h2>
                <p className="mt-2 text-ink-700">{joinResumeCopy.startOverNote}</p>
              </>
            )}
            <label
              className={`${unfinished ? 'mt-6' : ''} flex items-center gap-3 font-semibold text-ink-950`}
            >
              <input
                type="checkbox"
                checked={withName}
                onChange={(event) => setWithName(event.currentTarget.checked)}
                className="size-5 accent-iris-600"
              />
              {joiningCopy.nameToggle}
            </label>
            {withName && (
              <NameField
                id={`${id}-name`}
                name="displayName"
                label={joiningCopy.nameLabel}
                hint={joiningCopy.nameHint}
                autoComplete="given-name"
                maxLength={40}
                className="mt-4"
              />
            )}
            <button
              type="submit"
              aria-disabled={joining !== 'no' || undefined}
              className={`${buttonClasses(unfinished ? 'secondary' : 'primary', 'lg')} mt-8 w-full`}
            >
              {joining !== 'no'
                ? joiningCopy.starting
                : unfinished
                  ? joinResumeCopy.startOver
                  : joiningCopy.start}
            </button>
            <p role="status" className="mt-3 text-center text-ink-600 empty:hidden">
              {joining === 'waiting' ? joiningCopy.crowd : ''}
            </p>
          </form>
        </>
      )}
    </div>
  )
}
