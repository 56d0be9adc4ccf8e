import { useEffect, useId, useRef, useState } from 'react'
import { AudienceScreen } from '../audience/audience-screen'
import { buttonClasses } from '../../../components/ui/button-styles'
import { showToRoomCopy } from '../../../content/facilitator/room-screen'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'

/** How long the Close button stays after the pointer last moved, as a video player's controls do. */
const CONTROLS_SHOWN_MS = 3000

/**
 * "Show to the room": the room screen a live room's audience view shows, in a full-screen dialog, closed
 * with its button or Escape. Nobody joins a tablet's group, so it shows no way to join. The projected screen
 * shows no control: the Close button appears while the pointer moves or a finger touches the screen, or
 * once it has the keyboard's focus.
 */
export function RoomScreen({ name, results }: { name: string; results: readonly AssessmentResult[] }) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const screen = useRef<HTMLDivElement>(null)
  // Drawn only while open: nobody else pays for it.
  const [shown, setShown] = useState(false)
  const [controlsShown, setControlsShown] = useState(false)
  // Moved on each pointer move, without drawing the screen again.
  const hideControls = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(hideControls.current), [])
  function showControls() {
    clearTimeout(hideControls.current)
    hideControls.current = setTimeout(() => setControlsShown(false), CONTROLS_SHOWN_MS)
    setControlsShown(true)
  }
  function open() {
    setShown(true)
    dialog.current?.showModal()
    // The screen takes the focus, not the Close button, which would then show on the projector.
    screen.current?.focus()
    void dialog.current?.requestFullscreen?.().catch(() => {
      // Refused (a browser setting): the dialog still fills the window.
    })
  }
  function closed() {
    setShown(false)
    clearTimeout(hideControls.current)
    setControlsShown(false)
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
        onPointerMove={showControls}
        onPointerDown={showControls}
        className="m-0 h-dvh max-h-none w-dvw max-w-none bg-ink-950 p-0 backdrop:bg-ink-950"
      >
        <div id={id} ref={screen} tabIndex={-1} className="h-full outline-none">
          {shown && <AudienceScreen name={name} results={results} revealed headingLevel={2} />}
        </div>
        {/* After the screen, so Tab reaches it from there; in the corner, over the dark margin, small enough
            not to hide the name. */}
        <form
          method="dialog"
          data-testid="room-screen-controls"
          className={`absolute top-3 right-3 z-10 transition-opacity focus-within:opacity-100 motion-reduce:transition-none ${controlsShown ? 'opacity-100' : 'opacity-0'}`}
        >
          <button type="submit" className={buttonClasses('on-dark')}>
            {showToRoomCopy.close}
          </button>
        </form>
      </dialog>
    </>
  )
}
