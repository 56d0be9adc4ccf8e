/** The workshop's name as a file name: lower case, accents dropped, anything else between words a hyphen. */
export function fileSlug(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '')
  return slug || fallback
}

/** A local calendar date as YYYY-MM-DD, which sorts by date in any file list. */
export function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * An export's file name: `<workshop>-<tablet>-<date>.<extension>`, each name as a slug, e.g.
 * acme-offsite-tablet-2-2026-03-10.csv, so the room's tablets' files never overwrite each other.
 */
export function exportFileName(
  source: { name: string; tablet: string },
  date: Date,
  extension: string,
  fallback: string,
): string {
  const tablet = fileSlug(source.tablet, '')
  const names = tablet ? `${fileSlug(source.name, fallback)}-${tablet}` : fileSlug(source.name, fallback)
  return `${names}-${isoDate(date)}.${extension}`
}
