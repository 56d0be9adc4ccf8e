import { isIosSafari, isStandalone } from './standalone'

/** iOS Safari outside the installed app: it has no install prompt, so the site explains the manual steps. */
export function needsIosInstallHowTo(): boolean {
  return !isStandalone() && isIosSafari(navigator.userAgent, navigator.maxTouchPoints)
}
