import { whenIdle } from '../../lib/when-idle'

/** Loads the rounds' and the middle steps' code (the gesture and spring libraries first) while the title is read. */
export function preloadRounds(): () => void {
  return whenIdle(() => {
    void import('./swipe-round').catch(() => undefined)
    void import('./expertise-step').catch(() => undefined)
    void import('./powers-step').catch(() => undefined)
  })
}

/**
 * Loads every later step's code, the results included, while the visitor answers: on a phone in a live room,
 * whose card must reach the room even when the phone loses the network before a service worker holds the
 * site. A step that fails here is tried again when the visitor gets to it.
 */
export function preloadSteps(): () => void {
  return whenIdle(() => {
    void import('./swipe-round').catch(() => undefined)
    void import('./expertise-step').catch(() => undefined)
    void import('./powers-step').catch(() => undefined)
    void import('./results-step').catch(() => undefined)
  })
}
