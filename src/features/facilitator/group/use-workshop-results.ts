import { useCallback, useEffect, useState } from 'react'
import { listWorkshopResults, type StorageFailure } from '../../../db/device-data'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'

export type WorkshopResults =
  | { status: 'loading' }
  | { status: 'ready'; results: AssessmentResult[] }
  | { status: 'failed'; failure: StorageFailure }

/**
 * The workshop's results as stored on this device, and a way to read them again after an addition. A
 * re-read keeps showing the results it replaces, so the view never flashes back to "loading".
 */
export function useWorkshopResults(workshopId: string): [WorkshopResults, () => void] {
  const [state, setState] = useState<WorkshopResults>({ status: 'loading' })
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let current = true
    void listWorkshopResults(workshopId).then((found) => {
      if (!current) return
      setState(
        found.ok ? { status: 'ready', results: found.value } : { status: 'failed', failure: found.failure },
      )
    })
    return () => {
      current = false
    }
  }, [workshopId, version])
  const reload = useCallback(() => setVersion((count) => count + 1), [])
  return [state, reload]
}
