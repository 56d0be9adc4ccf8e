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
 * Runs `work` once the rounds' code is here (the first card can show) and the browser is then idle: what is
 * loaded ahead never competes with the first card on a crowded network. Returns a cancel function.
 */
export function afterFirstCard(work: () => void): () => void {
  let cancelled = false
  let cancelIdle = () => {}
  void import('./swipe-round')
    .catch(() => undefined)
    .then(() => {
      if (!cancelled) cancelIdle = whenIdle(work)
    })
  return () => {
    cancelled = true
    cancelIdle()
  }
}

/**
 * Loads the later steps' code while the visitor answers: on a phone in a live room, whose card must reach the
 * room even when the phone loses the network before a service worker holds the site (the result screen, which
 * another feature draws, is loaded ahead by whoever hands it in). A step that fails here is tried again when
 * the visitor gets to it.
 */
export function preloadSteps(): () => void {
  return afterFirstCard(() => {
    void import('./expertise-step').catch(() => undefined)
    void import('./powers-step').catch(() => undefined)
  })
}
