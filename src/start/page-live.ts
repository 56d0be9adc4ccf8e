/**
 * "This page is live": the app has hydrated (or rendered) the routed page, so its controls answer and a
 * client-side navigation is safe. Announced once per page load by the app shell; anything waiting on it
 * (held link clicks, taps and sendings kept from before) listens here instead of each page calling out.
 */
import { PAGE_LIVE_MARK } from './held-input-marks'

type Listener = () => void

/** The Performance mark set when the page goes live (the bench's first load weighs up to it). */
const PAGE_LIVE_TIMING = 'think-first:page-live'

let live = false
let hydrating = false
let drawing = false
const listeners = new Set<Listener>()

/** Called by the start-up as it begins to hydrate a prerendered page. */
export function hydrationStarts(): void {
  hydrating = true
}

/** Whether a prerendered page is hydrating: what it shows is still the server's markup, head included. */
export function isHydrating(): boolean {
  return hydrating && !live
}

/** Called by the start-up as it begins to draw a page that has no server markup (a join link, a result). */
export function drawingStarts(): void {
  drawing = true
}

/** Whether the first page, drawn from scratch, is not live yet. */
export function isDrawingFirstPage(): boolean {
  return drawing && !live
}

/** Runs `listener` once the page is live (at once if it already is); returns a function that cancels it. */
export function onPageLive(listener: Listener): () => void {
  if (live) {
    listener()
    return () => {}
  }
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Called by the app shell when the routed page has committed; later calls change nothing. */
export function announcePageLive(): void {
  if (live) return
  live = true
  // The input holder, a script of its own, watches for this mark.
  document.documentElement.setAttribute(PAGE_LIVE_MARK, '')
  // A timeline entry, so a measurement from outside can tell when the page went live.
  performance.mark(PAGE_LIVE_TIMING)
  for (const listener of listeners) listener()
  listeners.clear()
}
