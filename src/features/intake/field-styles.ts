/** Shared looks of the intake's text inputs and selects, plain and in error. */
export function controlClasses(invalid: boolean): string {
  return `block w-full rounded-xl bg-white px-4 py-3 text-base text-ink-950 ring-1 transition ring-inset placeholder:text-ink-400 focus:ring-2 focus:outline-none ${
    invalid
      ? 'ring-2 ring-ember-600 focus:ring-ember-600'
      : 'ring-ink-300 hover:ring-ink-400 focus:ring-iris-600'
  }`
}

export const labelClasses = 'flex items-baseline justify-between gap-3 font-semibold text-ink-950'
export const tagClasses = 'text-sm font-normal text-ink-500'
