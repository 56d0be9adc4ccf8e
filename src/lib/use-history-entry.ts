import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/**
 * Counts the history entries the page has moved to (a push, Back, Forward), leaving out entries replaced in
 * place. It changes when the router has resolved that move, together with the search the page then reads.
 */
export function useHistoryEntry(): number {
  const router = useRouter()
  const [entry, setEntry] = useState(0)
  useEffect(() => {
    let movedEntry = false
    const stopHistory = router.history.subscribe(({ action }) => {
      movedEntry = action.type !== 'REPLACE'
    })
    const stopResolved = router.subscribe('onResolved', () => {
      if (movedEntry) setEntry((count) => count + 1)
      movedEntry = false
    })
    return () => {
      stopHistory()
      stopResolved()
    }
  }, [router])
  return entry
}
