/**
 * Draws the pictures beside the page heroes as SVG files in public/images/, one per entry of `drawings`
 * below; src/content/hero-art.ts names which page shows which. Run by hand when the look changes
 * (`node scripts/make-hero-art.mjs`); the SVGs are committed.
 * The pictures are decorative and carry no words: shapes stand for text, so no font has to load inside an
 * <img>. Each is drawn on the same square, with room at the edges for its shadows.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { deck, resultCard, tabletStation } from './hero-art/assessment-pictures.mjs'
import { shelf, team, workshopRoom } from './hero-art/company-pictures.mjs'
import { calendar, envelope, lostMap, mailSettings } from './hero-art/paper-pictures.mjs'

const OUT = 'public/images'

const drawings = {
  'hero-deck.svg': () => deck('light'),
  'hero-deck-dark.svg': () => deck('dark'),
  'hero-result-card.svg': resultCard,
  'hero-calendar.svg': calendar,
  'hero-envelope.svg': envelope,
  'hero-team.svg': team,
  'hero-shelf.svg': shelf,
  'hero-workshop-room.svg': workshopRoom,
  'hero-tablet-station.svg': tabletStation,
  'hero-mail-settings.svg': mailSettings,
  'hero-lost-map.svg': lostMap,
}

await mkdir(OUT, { recursive: true })
for (const [file, draw] of Object.entries(drawings)) await writeFile(`${OUT}/${file}`, draw())
console.log(`${Object.keys(drawings).length} hero pictures written to ${OUT}/`)
