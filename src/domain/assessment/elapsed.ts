/** Whole seconds from `start` to `end` (epoch ms), never negative. */
export function elapsedSeconds(start: number, end: number): number {
  return Math.max(0, Math.floor((end - start) / 1000))
}

/** Seconds as m:ss, e.g. 285 → "4:45". */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
