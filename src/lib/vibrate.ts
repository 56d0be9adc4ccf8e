/** Vibrates where the device supports it; silently does nothing elsewhere. */
export function vibrate(milliseconds: number): void {
  try {
    navigator.vibrate?.(milliseconds)
  } catch {
    // Some browsers throw when vibration is blocked by a permissions policy.
  }
}
