import { useSyncExternalStore } from 'react'
import { buttonClasses } from '../../../components/ui/button-styles'
import { attendeeCopy } from '../../../content/facilitator/tablet'

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange)
  return () => document.removeEventListener('fullscreenchange', onChange)
}

/** Puts the tablet's browser in full screen and back, where the browser allows it. */
export function FullScreenButton() {
  const fullScreen = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null,
    () => false,
  )
  if (!document.fullscreenEnabled) return null
  const toggle = () =>
    void (fullScreen ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => {
      // Refused (an iframe, a browser setting): the page stays as it is.
    })
  return (
    <button type="button" onClick={toggle} aria-pressed={fullScreen} className={buttonClasses('secondary')}>
      {fullScreen ? attendeeCopy.leaveFullScreen : attendeeCopy.fullScreen}
    </button>
  )
}
