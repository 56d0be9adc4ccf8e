import { useEffect } from 'react'

/**
 * Keeps the screen on while `active` (Screen Wake Lock API, where the browser has it). The browser drops the
 * lock whenever the page is hidden, so it is asked for again each time the page is visible.
 */
export function useScreenWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return
    let lock: WakeLockSentinel | null = null
    let released = false
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return
      try {
        const next = await navigator.wakeLock.request('screen')
        if (released) void next.release()
        else lock = next
      } catch {
        // Refused (battery saver, no user gesture yet): the screen simply follows its own timeout.
      }
    }
    void acquire()
    document.addEventListener('visibilitychange', acquire)
    return () => {
      released = true
      document.removeEventListener('visibilitychange', acquire)
      void lock?.release()
    }
  }, [active])
}
