// The site's own typefaces for the card picture, bundled into the Worker from node_modules (no network):
// satori reads TTF, OTF and WOFF but not the WOFF2 the site serves, so the static @fontsource packages' WOFF
// files are used: the display face in Latin, the text face in Latin and Latin Extended (Søren, Łucja).
import bricolage800 from '@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-800-normal.woff'
import interExt400 from '@fontsource/inter/files/inter-latin-ext-400-normal.woff'
import interExt600 from '@fontsource/inter/files/inter-latin-ext-600-normal.woff'
import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff'
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff'
import { DISPLAY_FONT, TEXT_FONT } from './card-picture'

// The Latin Extended subset under a name of its own: satori looks a missing glyph up in the other families, not
// in a second file of the same family. The display face draws only card names, which are plain Latin.
const TEXT_EXT = 'Inter Extended'

export const cardFonts = [
  { name: DISPLAY_FONT, data: bricolage800, weight: 800 as const, style: 'normal' as const },
  { name: TEXT_FONT, data: inter400, weight: 400 as const, style: 'normal' as const },
  { name: TEXT_EXT, data: interExt400, weight: 400 as const, style: 'normal' as const },
  { name: TEXT_FONT, data: inter600, weight: 600 as const, style: 'normal' as const },
  { name: TEXT_EXT, data: interExt600, weight: 600 as const, style: 'normal' as const },
]
