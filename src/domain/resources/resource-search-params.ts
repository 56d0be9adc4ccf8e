// The resource library's search and category as its address records them: read by the route on every page,
// so they stay apart from the filtering rules, which only the library itself needs.
import { RESOURCE_CATEGORY_IDS, type ResourceCategoryId } from '../../content/resource-categories'

/** Longest search text kept from an address; longer input is cut, never an error. */
export const MAX_QUERY_LENGTH = 100

/** A category id from an address or a click; anything else (a typo, a number, an object) means all. */
export function normalizeCategory(value: unknown): ResourceCategoryId | undefined {
  return RESOURCE_CATEGORY_IDS.find((id) => id === value)
}

/** Search text from an address: strings kept, numbers and booleans (the router parses "42" to 42) as typed, capped. */
export function normalizeQuery(value: unknown): string {
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean')
    return String(value)
  if (typeof value !== 'string') return ''
  return value.slice(0, MAX_QUERY_LENGTH)
}
