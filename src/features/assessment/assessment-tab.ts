/**
 * One tab at a time owns the assessment: the device keeps one, and two tabs saving their own progress over
 * each other would interleave two visitors' answers (last writer wins). Ownership is a Web Lock, held while
 * MojoMe is on screen. Another tab waits: it takes over when the owner leaves MojoMe or closes, or at once when
 * the visitor asks to continue there, which takes the lock from the owner (who then waits in turn). A browser
 * without Web Locks gives every tab the assessment, as before.
 */

const LOCK_NAME = 'think-first:assessment'

/**
 * How a tab came to own the assessment: on arrival (nothing of it shown yet), or taking it over from another
 * tab that saved it meanwhile, whether asked to or because it let go.
 */
export type Ownership = 'arrived' | 'taken-over'

export interface AssessmentTabHandlers {
  /** This tab owns the assessment from now on. */
  here(how: Ownership): void
  /** Another tab owns it; `continueHere` takes it from that tab. */
  elsewhere(continueHere: () => void): void
}

/** Claims the assessment for this tab, now or once it is free; returns how to let it go. */
export function claimAssessmentTab(handlers: AssessmentTabHandlers): () => void {
  const locks: LockManager | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) {
    handlers.here('arrived')
    return () => {}
  }
  const lockManager: LockManager = locks
  let released = false
  let owned = false
  let everOwned = false
  let waiting: AbortController | null = null
  let letGo = () => {}

  function request(options: LockOptions): void {
    lockManager
      .request(LOCK_NAME, options, (lock) => {
        if (!lock || released) return undefined
        owned = true
        handlers.here(everOwned || options.steal ? 'taken-over' : 'arrived')
        everOwned = true
        return new Promise<void>((resolve) => (letGo = resolve))
      })
      .then(
        (result) => {
          // Asked only if it was free, and it was not.
          if (result === undefined && options.ifAvailable && !owned && !released) waitElsewhere()
        },
        (error: unknown) => {
          // Taken by a tab that asked to continue there; a wait this tab gave up is no news.
          if (!owned || released || !(error instanceof DOMException) || error.name !== 'AbortError') return
          owned = false
          waitElsewhere()
        },
      )
  }

  function waitElsewhere(): void {
    handlers.elsewhere(continueHere)
    waiting = new AbortController()
    request({ signal: waiting.signal })
  }

  function continueHere(): void {
    if (released || owned) return
    waiting?.abort()
    waiting = null
    request({ steal: true })
  }

  request({ ifAvailable: true })
  return () => {
    released = true
    waiting?.abort()
    letGo()
  }
}
