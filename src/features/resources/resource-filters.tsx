import { Link } from '@tanstack/react-router'
import { resourceCategoryLabels, resourceLibraryCopy } from '../../content/resources'
import { RESOURCE_CATEGORY_IDS, type ResourceCategoryId } from '../../content/resource-categories'
import type { CategoryCounts } from '../../domain/resources/resource-filter'

interface ResourceFiltersProps {
  counts: CategoryCounts
  selected?: ResourceCategoryId
  /** The search text, carried into each filter's address. */
  query: string
}

const OPTIONS: readonly { id?: ResourceCategoryId; label: string }[] = [
  { label: resourceLibraryCopy.allLabel },
  ...RESOURCE_CATEGORY_IDS.map((id) => ({ id, label: resourceCategoryLabels[id] })),
]

/**
 * 'All Resources' and the six categories, each with how many resources it holds. Each is a link to its
 * filtered address, so a filter works at once, before the app runs, and opens in a new tab like any link.
 */
export function ResourceFilters({ counts, selected, query }: ResourceFiltersProps) {
  return (
    <ul aria-label={resourceLibraryCopy.filtersLabel} className="flex flex-wrap gap-2">
      {OPTIONS.map(({ id, label }) => {
        const active = id === selected
        return (
          <li key={label}>
            <Link
              to="/resources"
              search={{ q: query || undefined, category: id }}
              resetScroll={false}
              // The router marks the link of the view on screen with aria-current="page".
              activeOptions={{ exact: true, includeSearch: true }}
              className={`inline-flex min-h-11 items-center gap-2 rounded-pill px-4 text-[0.9375rem] font-semibold transition duration-200 ${
                active
                  ? 'bg-ink-950 text-white shadow-card'
                  : 'bg-white text-ink-800 ring-1 ring-ink-200 ring-inset hover:ring-ink-400'
              }`}
            >
              {label}
              <span
                className={`min-w-6 rounded-pill px-1.5 py-0.5 text-center text-xs font-bold ${
                  active ? 'bg-white/15 text-white' : 'bg-ink-100 text-ink-600'
                }`}
              >
                {counts[id ?? 'all']}
                <span className="sr-only"> {resourceLibraryCopy.countSuffix}</span>
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
