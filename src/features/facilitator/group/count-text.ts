import type { CountForms } from '../../../content/facilitator/group'
import { fill } from '../../../lib/format'

/** A count in words from its forms: `none` for 0 where there is one, `one` for 1, else `other`. */
export function countText(forms: CountForms, count: number): string {
  if (count === 0 && forms.none !== undefined) return forms.none
  return count === 1 ? forms.one : fill(forms.other, { count })
}
