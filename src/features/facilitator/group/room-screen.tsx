import { useId, useRef, useState } from 'react'
import { AudienceScreen } from '../../../components/room-screen/audience-screen'
import { buttonClasses } from '../../../components/ui/button-styles'
import { showToRoomCopy } from '../../../content/facilitator/room-screen'
import type { AssessmentResult } from '../../../domain/assessment-types'

/**
 * "Show to the room": the room screen a live room's audience view shows, in a full-screen dialog, closed
 * with its button or Escape. Nobody joins a tablet's group, so it shows no way to join.
 */
export function RoomScreen({ name, results }: { name: string; results: readonly AssessmentResult[] }) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  // Drawn only while open: nobody else pays for it.
  const [shown, setShown] = useState(false)
  function open() {
    setShown(true)
    dialog.current?.showModal()
    void dialog.current?.requestFullscreen?.().catch(() => {
      // Refused (a browser setting): the dialog still fills the window.
    })
  }
  function closed() {
    setShown(false)
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {})
  }
  return (
    <>
      <button type="button" className={buttonClasses('secondary')} onClick={open}>
        {showToRoomCopy.open}
      </button>
      <dialog
        ref={dialog}
        aria-label={name}
        aria-describedby={id}
        onClose={closed}
        className="m-0 h-dvh max-h-none w-dvw max-w-none bg-ink-950 p-0 backdrop:bg-ink-950"
      >
        {/* The Close button sits in the corner, over the dark margin, small enough not to hide the name. */}
        <form method="dialog" className="absolute top-3 right-3 z-10">
          <button type="submit" className={buttonClasses('on-dark')}>
            {showToRoomCopy.close}
          </button>
        </form>
        <div id={id} className="h-full">
          {shown && <AudienceScreen name={name} results={results} revealed headingLevel={2} />}
        </div>
      </dialog>
    </>
  )
}
