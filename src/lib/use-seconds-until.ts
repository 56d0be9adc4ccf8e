import { useEffect, useState } from 'react'

/** Whole seconds left until `at` (epoch milliseconds), ticking while there are any. */
export function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const tick = () => {
      const time = Date.now()
      setNow(time)
      if (time >= at) clearInterval(timer)
    }
    const timer = setInterval(tick, 250)
    tick()
    return () => clearInterval(timer)
  }, [at])
  return Math.max(0, Math.ceil((at - now) / 1000))
}
