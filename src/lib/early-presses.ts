/**
 * A prerendered page shows its buttons before the app has made them work, so a press would do nothing.
 * Until the app takes over, the last press of a button is held, to be carried out once the page is live.
 * Submit buttons keep their native behaviour: forms work without the app (or fall back to mail).
 */
let pendingPress: HTMLButtonElement | undefined
let stopHolding: (() => void) | undefined

export function holdEarlyPresses(root: HTMLElement): void {
  function onClick(event: MouseEvent) {
    const button = (event.target as Element | null)?.closest?.('button')
    if (!button || (button.type === 'submit' && button.form) || !root.contains(button)) return
    pendingPress = button
  }
  document.addEventListener('click', onClick, true)
  stopHolding = () => document.removeEventListener('click', onClick, true)
}

/** Stops holding (the app handles presses from now on) and returns how to replay the held press. */
export function takeEarlyPress(): () => void {
  stopHolding?.()
  const button = pendingPress
  pendingPress = undefined
  return () => {
    if (button?.isConnected && !button.disabled) button.click()
  }
}
