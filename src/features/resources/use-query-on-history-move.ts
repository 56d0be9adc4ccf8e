import { useRouter } from '@tanstack/react-router'
import { useEffect, useEffectEvent } from 'react'
import { normalizeQuery } from '../../domain/resources/resource-search-params'

/**
 * Calls `onMove` with the search text of each new history entry the page moves to (a filter, Clear, Back,
 * Forward) at the moment the address changes, not once the router has resolved the move: text typed in
 * between is newer than the move and stays. Entries replaced in place (the typing itself) are left out.
 */
export function useQueryOnHistoryMove(onMove: (query: string) => void): void {
  const router = useRouter()
  const moved = useEffectEvent(onMove)
  useEffect(
    () =>
      router.history.subscribe(({ location, action }) => {
        if (action.type !== 'REPLACE') moved(normalizeQuery(router.parseLocation(location).search.q))
      }),
    [router],
  )
}
