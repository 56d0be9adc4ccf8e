import { lazy, Suspense, useEffect, useState } from 'react'
import { isIosSafari, isStandalone } from '../../lib/standalone'

const IosInstallHint = lazy(() =>
  import('./ios-install-hint').then((module) => ({ default: module.IosInstallHint })),
)

/** Loads the iOS install how-to only in iOS Safari outside the installed app: nobody else sees it. */
export function IosInstallHintSlot() {
  const [needed, setNeeded] = useState(false)

  useEffect(() => {
    // Browser-only facts decide this, so it is settled after hydration rather than during render.
    if (!isStandalone() && isIosSafari(navigator.userAgent, navigator.maxTouchPoints)) setNeeded(true) // eslint-disable-line react-hooks/set-state-in-effect
  }, [])

  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <IosInstallHint />
    </Suspense>
  )
}
