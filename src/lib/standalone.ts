/** True on iPhone and iPad Safari, which offer no install prompt and need the manual hint. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const iOS = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent)
  return iOS && !otherBrowser && /Safari/.test(userAgent)
}

/** True when the site already runs as an installed app. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches
}

/** iOS Safari outside the installed app: it has no install prompt, so the site explains the manual steps. */
export function needsIosInstallHowTo(): boolean {
  return !isStandalone() && isIosSafari(navigator.userAgent, navigator.maxTouchPoints)
}
