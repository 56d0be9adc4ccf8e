import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import type { ResourceCategoryId } from '../../content/resource-categories'
import { useHydrated } from '../../lib/use-hydrated'

export interface ResourcesAddress {
  query: string
  category?: ResourceCategoryId
  setQuery: (text: string) => void
  setCategory: (category?: ResourceCategoryId) => void
  /** Back to every resource, as a new history entry. */
  clear: () => void
}

/**
 * The search text and category, kept in the address so a filtered view can be shared. Typing replaces the
 * current history entry (no entry per keystroke); choosing a category pushes one, so Back restores the
 * previous filter. The text box shows what was typed in this history entry, and the address's text after
 * Back or Forward, so a slow navigation never overwrites a keystroke.
 */
export function useResourcesAddress(): ResourcesAddress {
  const search = useSearch({ from: '/resources' })
  const navigate = useNavigate({ from: '/resources' })
  const entry = useRouterState({ select: (state) => state.location.state.__TSR_index })
  const hydrated = useHydrated()
  const [draft, setDraft] = useState<{ entry: number; text: string } | null>(null)

  const addressQuery = hydrated ? (search.q ?? '') : ''
  const query = draft && draft.entry === entry ? draft.text : addressQuery
  const category = hydrated ? search.category : undefined

  return {
    query,
    category,
    setQuery(text) {
      setDraft({ entry, text })
      void navigate({ search: { q: text || undefined, category }, replace: true, resetScroll: false })
    },
    setCategory(next) {
      if (next === category) return
      void navigate({ search: { q: query || undefined, category: next }, resetScroll: false })
    },
    clear() {
      void navigate({ search: {}, resetScroll: false })
    },
  }
}
