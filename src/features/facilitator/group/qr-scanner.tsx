import { useId, useRef, useState } from 'react'
import { buttonClasses } from '../../../components/ui/button-styles'
import { storageFailureMessage } from '../../../content/storage-errors'
import { addResultsCopy, scanCopy } from '../../../content/facilitator/group'
import { expertiseOrDefault } from '../../../domain/card/card-text'
import { fill } from '../../../lib/format'
import { addToWorkshop } from './add-to-workshop'
import { readShareLink } from './read-share-links'
import { StatusMessage, useStatusMessage } from './status-message'
import type { ScanState } from './camera-scan'
import { useCameraScan } from './use-camera-scan'

function cameraText(state: ScanState): string {
  if (state.status === 'failed') return scanCopy.errors[state.problem]
  return scanCopy[state.status === 'off' ? 'stopped' : state.status]
}

/** Adds cards by their QR codes, shown on attendees' phones, through this device's camera. */
export function QrScanner({ workshopId, onAdded }: { workshopId: string; onAdded: () => void }) {
  const id = useId()
  const video = useRef<HTMLVideoElement>(null)
  const sessions = useRef(0)
  const [session, setSession] = useState(0)
  // Each code is read many times a second while it is in view; it is handled once per opening.
  const handled = useRef(new Set<string>())
  const [message, show] = useStatusMessage()
  const [opened, setOpened] = useState(false)

  async function addCode(text: string) {
    if (handled.current.has(text)) return
    handled.current.add(text)
    const read = readShareLink(text)
    if (!read.ok) return show({ text: scanCopy.notACard, tone: 'error' })
    const stored = await addToWorkshop(workshopId, [read.result])
    if (!stored.ok) {
      // Not handled after all: in view again, it is tried again.
      handled.current.delete(text)
      return show({ text: storageFailureMessage(stored.failure, addResultsCopy.unavailable), tone: 'error' })
    }
    const expertise = expertiseOrDefault(read.result.expertise)
    if (stored.value.added === 0)
      return show({ text: fill(scanCopy.alreadyHere, { expertise }), tone: 'neutral' })
    show({ text: fill(scanCopy.added, { expertise }), tone: 'success' })
    onAdded()
  }

  const state = useCameraScan(session, video, (text) => void addCode(text))
  const on = session !== 0

  function toggle() {
    if (on) return setSession(0)
    handled.current = new Set()
    show(null)
    sessions.current += 1
    setSession(sessions.current)
    setOpened(true)
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-display text-base font-bold text-ink-950">
        {scanCopy.title}
      </h3>
      <p className="mt-1 text-sm text-ink-600">{scanCopy.intro}</p>
      <button
        type="button"
        onClick={toggle}
        aria-controls={`${id}-camera`}
        aria-expanded={on}
        className={`${buttonClasses(on ? 'secondary' : 'primary')} mt-3`}
      >
        {on ? scanCopy.stop : scanCopy.start}
      </button>
      {/* In the page from the start, so the camera has somewhere to play; shown once it does. */}
      <div id={`${id}-camera`} hidden={state.status !== 'scanning'} className="mt-3">
        <video
          ref={video}
          muted
          playsInline
          aria-label={scanCopy.videoLabel}
          className="aspect-[4/3] w-full max-w-md rounded-xl bg-ink-950 object-cover"
        />
      </div>
      <p
        role="status"
        className={`mt-3 empty:mt-0 ${state.status === 'failed' ? 'rounded-2xl bg-ember-100 p-4 text-ember-800' : 'text-ink-700'}`}
      >
        {opened ? cameraText(state) : ''}
      </p>
      <StatusMessage message={message} />
    </section>
  )
}
