import { addResultsCopy } from '../../../content/facilitator/group'
import type { Addition } from './add-to-workshop'
import { countText } from './count-text'

/** What an addition did, e.g. "3 results added. 1 was already here." */
export function additionText({ added, alreadyHere }: Addition): string {
  const parts = [countText(addResultsCopy.added, added)]
  if (alreadyHere > 0) parts.push(countText(addResultsCopy.alreadyHere, alreadyHere))
  return parts.join(' ')
}
