import { useSyncExternalStore } from 'react'
import { buttonClasses, type ButtonSize } from '../../components/ui/button-styles'
import type { ButtonVariant } from '../../content/types'
import { pwaCopy } from '../../content/pwa'
import { canInstall, promptInstall, subscribeInstallPrompt } from '../../lib/install-prompt'

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
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M10 3v10m-4-4 4 4 4-4M4 16h12" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {pwaCopy.install}
    </button>
  )
}
