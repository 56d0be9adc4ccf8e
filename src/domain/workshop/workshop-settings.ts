// Workshop mode's settings: the idle time after which an attendee's result screen clears itself,
// and the workshop's name. Rules return reason codes; the words for them live in src/content/.

/** An attendee's result screen left untouched this long clears itself for the next attendee. */
export const IDLE_CLEAR_DEFAULT_MINUTES = 3
/** The facilitator may choose any whole number of minutes in this range. */
export const IDLE_CLEAR_MIN_MINUTES = 1
export const IDLE_CLEAR_MAX_MINUTES = 10
/** The visible countdown before the idle clear, which any touch cancels. */
export const IDLE_COUNTDOWN_SECONDS = 15

/**
 * How long a screen waits untouched before its countdown starts: the countdown is the last part of the idle
 * time the facilitator chose, so "1 minute" clears a screen one minute after its last touch.
 */
export function idleWaitMs(idleMinutes: number): number {
  return Math.max(0, idleMinutes * 60_000 - IDLE_COUNTDOWN_SECONDS * 1000)
}

/**
 * The idle time to use for a value from a form field (a string) or storage: rounded to whole minutes and
 * clamped to 1-10; anything that is not a number (blank, text, NaN) gives the default of 3.
 */
export function clampIdleMinutes(value: unknown): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  if (!Number.isFinite(number)) return IDLE_CLEAR_DEFAULT_MINUTES
  return Math.min(IDLE_CLEAR_MAX_MINUTES, Math.max(IDLE_CLEAR_MIN_MINUTES, Math.round(number)))
}

/** A workshop name is at most this many characters (UTF-16 code units, as an input's maxlength counts). */
export const WORKSHOP_NAME_MAX_LENGTH = 80

export const WORKSHOP_NAME_PROBLEMS = ['empty', 'too-long', 'control-characters'] as const
export type WorkshopNameProblem = (typeof WORKSHOP_NAME_PROBLEMS)[number]

export type WorkshopNameCheck = { ok: true; name: string } | { ok: false; problem: WorkshopNameProblem }

// C0 and C1 control characters: a name typed in a one-line field has none; one in an import is damage.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/

/** The workshop name to keep (trimmed), or why it cannot be one: blank, over 80 characters, or control characters. */
export function checkWorkshopName(text: unknown): WorkshopNameCheck {
  const name = typeof text === 'string' ? text.trim() : ''
  if (name === '') return { ok: false, problem: 'empty' }
  if (name.length > WORKSHOP_NAME_MAX_LENGTH) return { ok: false, problem: 'too-long' }
  if (CONTROL_CHARACTERS.test(name)) return { ok: false, problem: 'control-characters' }
  return { ok: true, name }
}
