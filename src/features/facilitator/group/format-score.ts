// Made on first use, as lib/format's date formatter is: most pages never show a group's scores.
let scoreFormat: Intl.NumberFormat | undefined

/** A score or quartile as the group's tables print it: at most one decimal, e.g. 45.75 as "45.8". */
export function formatScore(value: number): string {
  scoreFormat ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 })
  return scoreFormat.format(value)
}
