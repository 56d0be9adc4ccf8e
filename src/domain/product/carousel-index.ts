/** One slot of a carousel's visible window: which item it shows and how far it sits from the current one. */
export interface CarouselSlot {
  index: number
  /** Signed distance from the current item: 0 is the current one, -1 the previous, +2 two ahead. */
  offset: number
}

/** An index brought into 0..length-1, so stepping past either end wraps around. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0
  return ((Math.trunc(index) % length) + length) % length
}

/** The index `delta` steps from `current`, wrapping at both ends. */
export function stepIndex(current: number, delta: number, length: number): number {
  return wrapIndex(current + delta, length)
}

/**
 * The items shown around `current`: it plus `radius` on each side, wrapping, each item at most once (a
 * carousel shorter than the window shows every item once).
 */
export function visibleWindow(current: number, length: number, radius: number): CarouselSlot[] {
  if (length <= 0) return []
  const reach = Math.min(radius, Math.floor((length - 1) / 2))
  const slots: CarouselSlot[] = []
  for (let offset = -reach; offset <= reach; offset += 1) {
    slots.push({ index: wrapIndex(current + offset, length), offset })
  }
  // An even length leaves one item unplaced by a symmetric window; show it ahead when it fits the radius.
  if (length % 2 === 0 && reach < radius && length > 1) {
    slots.push({ index: wrapIndex(current + reach + 1, length), offset: reach + 1 })
  }
  return slots
}

/** Which way a horizontal swipe of `dx` pixels moves the carousel: +1, -1, or 0 below the threshold. */
export function swipeDirection(dx: number, threshold: number): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold) return 0
  // Swiping left (negative dx) brings the next item in, as on a phone's photo viewer.
  return dx < 0 ? 1 : -1
}
