import { resourceLibraryCopy } from '../../content/resources'
import { MAX_QUERY_LENGTH } from '../../domain/resource-search-params'

interface ResourceSearchProps {
  value: string
  onChange: (text: string) => void
}

/** The search box: a labelled search field inside a search landmark; Enter stays on the page. */
export function ResourceSearch({ value, onChange }: ResourceSearchProps) {
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} className="relative w-full md:max-w-md">
      <label htmlFor="resource-search" className="sr-only">
        {resourceLibraryCopy.searchLabel}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      >
        <path d="M9 15A6 6 0 1 0 9 3a6 6 0 0 0 0 12zm4.5-1.5L17 17" strokeLinecap="round" />
      </svg>
      <input
        id="resource-search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={resourceLibraryCopy.searchPlaceholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_QUERY_LENGTH}
        className="min-h-13 w-full rounded-pill bg-white pr-5 pl-12 text-base text-ink-950 shadow-card ring-1 ring-ink-200 ring-inset placeholder:text-ink-500 focus:ring-2 focus:ring-iris-500 focus:outline-none"
      />
    </form>
  )
}
