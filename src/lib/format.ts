/** Fills `{name}` placeholders in a content string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

// Made on first use: building a date formatter loads locale data, which costs tens of milliseconds on a slow
// phone, and most pages that fill in copy never print a date.
let longDate: Intl.DateTimeFormat | undefined

/** A date as the cards print it, e.g. "22 November 2026". */
export function formatLongDate(epochMs: number): string {
  longDate ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
  return longDate.format(epochMs)
}
