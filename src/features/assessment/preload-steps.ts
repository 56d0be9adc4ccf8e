import { whenIdle } from '../../lib/when-idle'

/**
 * Loads every later step's code while the visitor reads or answers, the results included, so a phone that
 * loses the network half-way, before a service worker holds the site, still finishes and sees its card. A
 * step that fails here is tried again when the visitor gets to it.
 */
export function preloadSteps(): () => void {
  return whenIdle(() => {
    void import('./swipe-round').catch(() => undefined)
    void import('./expertise-step').catch(() => undefined)
    void import('./powers-step').catch(() => undefined)
    void import('./results-step').catch(() => undefined)
  })
}
