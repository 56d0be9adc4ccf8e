import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { notFoundHero, notFoundLogPrefix } from '../../content/not-found'
import { PageHero } from '../ui/page-hero'

/** The 404 page; it records the missing path in the console for whoever is debugging a broken link. */
export function NotFoundPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    console.warn(notFoundLogPrefix, pathname)
  }, [pathname])
  return <PageHero hero={notFoundHero} />
}
