import { useSyncExternalStore } from 'react'
import { buttonClasses, type ButtonSize } from '../../components/ui/button-styles'
import type { ButtonVariant } from '../../content/types'
import { pwaCopy } from '../../content/pwa'
import { canInstall, promptInstall, subscribeInstallPrompt } from '../../lib/install-prompt'
import { Icon } from '../../components/ui/icon'

interface InstallButtonProps {
  variant: ButtonVariant
  size?: ButtonSize
}

/** Appears only where the browser has offered to install the app. */
export function InstallButton({ variant, size = 'md' }: InstallButtonProps) {
  const available = useSyncExternalStore(subscribeInstallPrompt, canInstall, () => false)
  if (!available) return null
  return (
    <button type="button" className={buttonClasses(variant, size)} onClick={() => void promptInstall()}>
      <Icon name="download" />
      {pwaCopy.install}
    </button>
  )
}
