import { useEffect, useState } from 'react'

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

/**
 * Clears a screen left alone: after `idleMs` without a touch, key or wheel, a countdown of `countdownMs` runs
 * (any of those cancels it and the wait starts over); when it ends, `onClear` runs. Resolves to the seconds
 * left on the countdown, or null while none runs.
 */
export function useIdleClear(idleMs: number, countdownMs: number, onClear: () => void): number | null {
  const [deadline, setDeadline] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    let idleTimer = setTimeout(startCountdown, idleMs)
    let tick: ReturnType<typeof setInterval> | undefined
    function startCountdown() {
      const end = Date.now() + countdownMs
      setDeadline(end)
      setNow(Date.now())
      tick = setInterval(() => {
        const time = Date.now()
        setNow(time)
        if (time >= end) {
          clearInterval(tick)
          onClear()
        }
      }, 250)
    }
    function restart() {
      clearTimeout(idleTimer)
      clearInterval(tick)
      setDeadline(null)
      idleTimer = setTimeout(startCountdown, idleMs)
    }
    for (const type of ACTIVITY) window.addEventListener(type, restart, { passive: true, capture: true })
    return () => {
      clearTimeout(idleTimer)
      clearInterval(tick)
      for (const type of ACTIVITY) window.removeEventListener(type, restart, { capture: true })
    }
  }, [idleMs, countdownMs, onClear])

  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000))
}
