import { useEffect, useEffectEvent, useRef } from 'react'
import { resourceLibraryCopy } from '../../content/resources'
import { MAX_QUERY_LENGTH } from '../../domain/resources/resource-search-params'
import { useQueryOnHistoryMove } from './use-query-on-history-move'
import type { ResourcesAddress } from './use-resources-address'

type ResourceSearchProps = Pick<ResourcesAddress, 'query' | 'category' | 'live' | 'setQuery'>

/**
 * The search box: a GET form of the library's own address, so Enter searches even before the app runs. Its
 * field is uncontrolled: the browser keeps what is typed, the address follows it (one history entry), and
 * a new history entry (Back, Forward, a filter) writes the address's text into the field the moment the
 * address changes, so typing that follows is never overwritten once the router catches up.
 */
export function ResourceSearch({ query, category, live, setQuery }: ResourceSearchProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  useQueryOnHistoryMove((text) => {
    const input = inputRef.current
    // Only when it differs: writing the same text would move the caret of a visitor mid-edit.
    if (input && input.value !== text) input.value = text
  })
  // Text typed before the app ran is newer than the address, which takes it; later typing reports itself.
  const adoptEarlyTyping = useEffectEvent(() => {
    const input = inputRef.current
    if (input && input.value !== input.defaultValue) setQuery(input.value)
  })
  useEffect(() => {
    if (live) adoptEarlyTyping()
  }, [live])

  return (
    <form role="search" method="get" action="/resources" className="relative w-full md:max-w-md">
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
        ref={inputRef}
        id="resource-search"
        name="q"
        type="search"
        defaultValue={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={resourceLibraryCopy.searchPlaceholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_QUERY_LENGTH}
        className="min-h-13 w-full rounded-pill bg-white pr-5 pl-12 text-base text-ink-950 shadow-card ring-1 ring-ink-200 ring-inset placeholder:text-ink-500 focus:ring-2 focus:ring-iris-500 focus:outline-none"
      />
      {category && <input type="hidden" name="category" value={category} />}
    </form>
  )
}
