import { fill } from '../../../lib/format'

/** A count in the room screen's words: `one` for 1, `other` (with `{count}`) for the rest. */
export function countWords(
  forms: { one: string; other: string },
  count: number,
  values: Record<string, string | number> = {},
): string {
  return fill(count === 1 ? forms.one : forms.other, { ...values, count })
}
