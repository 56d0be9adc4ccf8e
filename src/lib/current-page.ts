import { pages, type PageMeta } from '../content/pages'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's search-engine text; every route file sets it. */
    page?: PageMeta
  }
}

interface MatchLike {
  status: string
  staticData?: { page?: PageMeta }
}

/** The page whose <head> applies: the deepest matched route that names one, or the 404 page. */
export function currentPage(matches: readonly MatchLike[]): PageMeta {
  if (matches.some((match) => match.status === 'notFound')) return pages.notFound
  for (let index = matches.length - 1; index >= 0; index--) {
    const page = matches[index]?.staticData?.page
    if (page) return page
  }
  return pages.notFound
}
