import { withoutControls } from '../text/free-text'

/** The longest display name an attendee can give a room, in characters. */
export const DISPLAY_NAME_MAX = 40

/**
 * A display name as a facilitator's export takes it from a sealed card (anyone's text): without controls,
 * inner runs of white space made one, trimmed and cut to DISPLAY_NAME_MAX; '' when there is none.
 */
export function cleanDisplayName(raw: unknown): string {
  if (typeof raw !== 'string') return ''
  return [...withoutControls(raw).replace(/\s+/g, ' ').trim()].slice(0, DISPLAY_NAME_MAX).join('').trim()
}
