/** Suggestions appear after more than 1 character, at most 5. */
export const SUGGESTION_MIN_LENGTH = 2
export const SUGGESTION_LIMIT = 5

/** Topics containing the typed text (case-insensitive), once more than one character is typed. */
export function matchSuggestions(query: string, topics: readonly string[]): string[] {
  const needle = query.trim().toLowerCase()
  if (needle.length < SUGGESTION_MIN_LENGTH) return []
  return topics.filter((topic) => topic.toLowerCase().includes(needle)).slice(0, SUGGESTION_LIMIT)
}
