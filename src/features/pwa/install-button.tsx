import { useAtomValue } from 'jotai'
import { buttonClasses, type ButtonSize } from '../../components/ui/button-styles'
import type { ButtonVariant } from '../../content/types'
import { pwaCopy } from '../../content/pwa'
import { useHydrated } from '../../lib/use-hydrated'
import { installOfferAtom } from '../../state/pwa-atoms'
import { promptInstall } from './install-offer'
import { Icon } from '../../components/ui/icon'

interface InstallButtonProps {
  variant: ButtonVariant
  size?: ButtonSize
}

/** Appears only where the browser has offered to install the app. */
export function InstallButton({ variant, size = 'md' }: InstallButtonProps) {
  const offer = useAtomValue(installOfferAtom)
  // The offer can arrive before hydration; the prerendered page has no button, so it appears only after.
  const hydrated = useHydrated()
  if (!offer || !hydrated) return null
  return (
    <button type="button" className={buttonClasses(variant, size)} onClick={() => void promptInstall()}>
      <Icon name="download" />
      {pwaCopy.install}
    </button>
  )
}
