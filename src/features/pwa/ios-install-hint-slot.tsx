import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { needsIosInstallHowTo } from '../../lib/standalone'
import { useHydrated } from '../../lib/use-hydrated'
import { iosInstallHintAtom } from '../../state/pwa-atoms'

const IosInstallHint = lazy(() =>
  import('./ios-install-hint').then((module) => ({ default: module.IosInstallHint })),
)

/**
 * Loads the iOS install how-to only in iOS Safari outside the installed app, and only once it is asked for
 * (the menu's install action, or finishing MojoMe): on arrival it would cover the page's first button.
 */
export function IosInstallHintSlot() {
  const reason = useAtomValue(iosInstallHintAtom)
  // Browser-only facts decide this, so it is settled after hydration.
  const hydrated = useHydrated()
  if (!reason || !hydrated || !needsIosInstallHowTo()) return null
  return (
    <Suspense fallback={null}>
      <IosInstallHint key={reason} reason={reason} />
    </Suspense>
  )
}
