/** Small type guards shared by the restore functions; each accepts `unknown`, so they never throw. */

/** True for a plain object (not null, not an array), whose fields can then be inspected. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** True for a finite number within [min, max]. */
export function isNumberInRange(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
}

/** True for a percentage, the range of every score and of the progress indicator. */
export function isPercent(value: unknown): value is number {
  return isNumberInRange(value, 0, 100)
}

/** True for a whole number of zero or more, such as a count or an epoch timestamp. */
export function isNonNegativeInteger(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0
}

/** True when `value` is one of the listed literals. */
export function isOneOf<T extends string>(value: unknown, options: readonly T[]): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
}

/** True for an array whose every item passes `isItem`. */
export function isArrayOf<T>(value: unknown, isItem: (item: unknown) => item is T): value is T[] {
  return Array.isArray(value) && value.every(isItem)
}
