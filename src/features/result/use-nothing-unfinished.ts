import { useEffect, useState } from 'react'
import { loadAssessment } from '../../db/device-data'

/**
 * Whether starting MojoMe afresh loses nothing: no assessment is under way on this device. Until that is
 * known it is not assumed, so the title offers to resume one rather than wiping it.
 */
export function useNothingUnfinished(): boolean {
  const [nothingUnfinished, setNothingUnfinished] = useState(false)
  useEffect(() => {
    let current = true
    void loadAssessment().then((stored) => {
      const session = stored.ok ? stored.value?.session : undefined
      if (current) setNothingUnfinished(stored.ok && (!session || session.completed))
    })
    return () => {
      current = false
    }
  }, [])
  return nothingUnfinished
}
