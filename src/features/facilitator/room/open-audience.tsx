import { useState } from 'react'
import { buttonClasses } from '../../../components/ui/button-styles'
import { roomScreenCopy } from '../../../content/facilitator/room'
import { fill } from '../../../lib/format'

/**
 * Opens the audience view in a window of its own, to drag to the projector. A plain window rather than the
 * Presentation API: a presentation's page runs in a profile of its own, without this device's room keys.
 */
export function OpenAudience({ code }: { code: string }) {
  const [blocked, setBlocked] = useState(false)
  const path = `/audience/${code}`
  function open() {
    const opened = window.open(path, `room-audience-${code}`, 'popup,width=1280,height=720')
    setBlocked(opened === null)
  }
  return (
    <div className="grid gap-2">
      <button type="button" className={buttonClasses('primary', 'lg')} onClick={open}>
        {roomScreenCopy.openAudience}
      </button>
      <p className="text-sm text-ink-600">{roomScreenCopy.audienceHint}</p>
      {blocked && (
        <p role="alert" className="rounded-2xl bg-ember-100 p-3 text-sm text-ember-800">
          {fill(roomScreenCopy.audienceBlocked, { address: `${location.host}${path}` })}
        </p>
      )}
    </div>
  )
}
