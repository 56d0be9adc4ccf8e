import { useAtomValue, useSetAtom } from 'jotai'
import { buttonClasses, type ButtonSize } from '../../components/ui/button-styles'
import type { ButtonVariant } from '../../content/types'
import { pwaCopy } from '../../content/pwa'
import { useHydrated } from '../../lib/use-hydrated'
import { needsIosInstallHowTo } from '../../lib/standalone'
import { installOfferAtom, iosInstallHintAtom } from '../../state/pwa-atoms'
import { promptInstall } from './install-offer'
import { Icon } from '../../components/ui/icon'

interface InstallButtonProps {
  variant: ButtonVariant
  size?: ButtonSize
}

/**
 * Appears where the browser has offered to install the app, and in iOS Safari (which never offers), where
 * it shows the how-to instead.
 */
export function InstallButton({ variant, size = 'md' }: InstallButtonProps) {
  const offer = useAtomValue(installOfferAtom)
  const showIosHowTo = useSetAtom(iosInstallHintAtom)
  // The offer can arrive before hydration; the prerendered page has no button, so it appears only after.
  const hydrated = useHydrated()
  if (!hydrated || (!offer && !needsIosInstallHowTo())) return null
  const install = () => (offer ? void promptInstall() : showIosHowTo('asked'))
  return (
    <button type="button" className={buttonClasses(variant, size)} onClick={install}>
      <Icon name="download" />
      {pwaCopy.install}
    </button>
  )
}
