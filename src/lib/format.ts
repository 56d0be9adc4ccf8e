/** Fills `{name}` placeholders in a content string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

/** A date as the cards print it, e.g. "22 November 2026". */
export function formatLongDate(epochMs: number): string {
  return LONG_DATE.format(epochMs)
}
