/** The look of every text input, textarea and select; the ring turns ember while the control is invalid. */
export const controlClasses =
  'block w-full rounded-xl bg-white px-4 py-3 text-base text-ink-950 ring-1 ring-ink-300 transition ring-inset placeholder:text-ink-500 hover:ring-ink-400 focus:ring-2 focus:ring-iris-600 focus:outline-none aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-ember-600'

export const labelClasses = 'flex items-baseline justify-between gap-3 font-semibold text-ink-950'
export const legendClasses = 'font-semibold text-ink-950'
export const optionalTagClasses = 'text-sm font-normal text-ink-500'
