import { useNavigate, useSearch } from '@tanstack/react-router'
import type { ResourceCategoryId } from '../../content/resource-categories'
import { useHydrated } from '../../lib/use-hydrated'

export interface ResourcesAddress {
  /** The search text the address holds; '' on the prerendered page and until it has hydrated. */
  query: string
  category?: ResourceCategoryId
  /** Whether the app runs the page (the address is read from then on). */
  live: boolean
  /** Puts the text in the address, replacing the current entry (no entry per keystroke). */
  setQuery: (text: string) => void
  /** Back to every resource, as a new history entry. */
  clear: () => void
}

/** The search text and category, owned by the address so a filtered view can be shared. */
export function useResourcesAddress(): ResourcesAddress {
  const search = useSearch({ from: '/resources' })
  const navigate = useNavigate({ from: '/resources' })
  const live = useHydrated()
  const category = live ? search.category : undefined

  return {
    query: live ? (search.q ?? '') : '',
    category,
    live,
    setQuery(text) {
      // From the address as it is now: a filter chosen a moment ago may not have reached this render yet.
      void navigate({
        search: (current) => ({ ...current, q: text || undefined }),
        replace: true,
        resetScroll: false,
      })
    },
    clear() {
      void navigate({ search: {}, resetScroll: false })
    },
  }
}
