import { Match, useChildMatches } from '@tanstack/react-router'
import { Suspense, useEffect } from 'react'
import { announcePageLive } from '../../start/page-live'

/**
 * The routed page, in a Suspense boundary of its own (React hydrates it apart from the header and footer),
 * with the signal that it is live in the same boundary: the signal's effect runs in the commit that hydrates
 * the page, after the page's own effects. The router's `onRendered` cannot say this: it fires when the
 * frame around the page commits, before React has hydrated the page's boundary.
 */
export function PageOutlet() {
  const routeId = useChildMatches({ select: (matches) => matches[0]?.routeId })
  return (
    <Suspense>
      {routeId && <Match routeId={routeId} />}
      <PageLiveSignal />
    </Suspense>
  )
}

function PageLiveSignal() {
  useEffect(announcePageLive, [])
  return null
}
