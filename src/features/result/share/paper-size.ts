export type Paper = 'a4' | 'letter'

/** Where US Letter is the everyday paper (CLDR's measurement data); everywhere else prints on A4. */
const LETTER_REGIONS = new Set([
  'US',
  'CA',
  'MX',
  'PH',
  'CL',
  'CO',
  'VE',
  'GT',
  'CR',
  'PA',
  'SV',
  'NI',
  'PR',
  'PE',
  'BZ',
])

/** The paper a visitor's printer most likely holds, from their language tag ("en" is taken as en-US). */
export function paperFor(locale: string): Paper {
  try {
    const region = new Intl.Locale(locale).maximize().region
    return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4'
  } catch {
    return 'a4'
  }
}
