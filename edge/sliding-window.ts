/**
 * A sliding-window limit: given when the requests counted so far were made (oldest first), whether one more
 * may be made at `now`, and if not, in how many whole seconds it may (for Retry-After).
 */
export function retryAfterSeconds(
  times: readonly number[],
  now: number,
  limit: number,
  windowMs: number,
): number | null {
  const inWindow = times.filter((time) => time > now - windowMs)
  if (inWindow.length < limit) return null
  const freedAt = (inWindow[inWindow.length - limit] ?? now) + windowMs
  return Math.max(1, Math.ceil((freedAt - now) / 1000))
}
