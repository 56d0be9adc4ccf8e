import { useEffect, useState } from 'react'
import { onPageLive } from '../../start/page-live'
import type { UnfinishedForRoom } from './unfinished-for-room'

/**
 * The unfinished MojoMe this phone holds for the room `code` (null until known, or when there is none).
 * Looked up once the page is live, so the join page becomes live without the storage layer's code.
 */
export function useUnfinishedForRoom(code: string | null): UnfinishedForRoom | null {
  const [unfinished, setUnfinished] = useState<UnfinishedForRoom | null>(null)
  useEffect(() => {
    if (!code) return
    let current = true
    const cancel = onPageLive(() => {
      import('./unfinished-for-room')
        .then(({ unfinishedForRoom }) => unfinishedForRoom(code))
        // Code that cannot come (offline) leaves the page as a fresh start, which still works.
        .then(
          (found) => current && setUnfinished(found),
          () => undefined,
        )
    })
    return () => {
      current = false
      cancel()
    }
  }, [code])
  return unfinished
}
