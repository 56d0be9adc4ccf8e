/**
 * `node scripts/make-fonts.mjs`: cuts the site's two variable fonts down to what its pages use, into
 * src/fonts/: the characters the site writes (scripts/site-glyphs.mjs), the weights it sets (400 to 800) and
 * the OpenType features browsers apply by default, plus tabular figures: about half the bytes of the full
 * Latin files, which every first visit pulls. It writes src/fonts/site-fonts.css: each cut with exactly its
 * characters, and the package's own faces for every other character (a visitor's accented name), their
 * ranges kept apart, since Chrome loads every face whose range holds a character of the page.
 * Run it again when the copy gains a character; tests/unit/site-fonts.test.ts says when.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { format, resolveConfig } from 'prettier'
import subsetFont from 'subset-font'
import { siteCodePoints, unicodeRange } from './site-glyphs.mjs'

const FONTS = [
  { family: 'Inter Variable', name: 'inter', source: '@fontsource-variable/inter' },
  {
    family: 'Bricolage Grotesque Variable',
    name: 'bricolage-grotesque',
    source: '@fontsource-variable/bricolage-grotesque',
  },
]
const WEIGHTS = { min: 400, max: 800 }
/** What browsers apply to Latin text unasked, and `tnum` for the counters' `tabular-nums`. */
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'tnum']

/** The code points of a CSS `unicode-range`. */
function pointsOf(range) {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().slice(2).split('-')
    const start = parseInt(from, 16)
    return Array.from({ length: parseInt(to, 16) - start + 1 }, (_, index) => start + index)
  })
}

/** The package's faces, their files named so Vite finds them, the Latin one without the cut's characters. */
async function packageFaces(font, cutPoints) {
  const css = await readFile(`node_modules/${font.source}/wght.css`, 'utf8')
  return [...css.matchAll(/@font-face \{[^}]*\}/g)].map(([face]) => {
    const withFiles = face.replace('url(./files/', `url(${font.source}/files/`)
    if (!face.includes(`${font.name}-latin-wght-normal`)) return withFiles
    const [, range] = face.match(/unicode-range: ([^;]+);/)
    const rest = pointsOf(range).filter((point) => !cutPoints.has(point))
    return withFiles.replace(range, unicodeRange(rest))
  })
}

async function main() {
  const points = await siteCodePoints()
  const text = String.fromCodePoint(...points)
  const faces = []
  for (const font of FONTS) {
    const file = `${font.name}-site-wght.woff2`
    const full = await readFile(`node_modules/${font.source}/files/${font.name}-latin-wght-normal.woff2`)
    const cut = await subsetFont(full, text, {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHTS },
      keepFeatures: FEATURES,
    })
    await writeFile(`src/fonts/${file}`, cut)
    console.log(`${file}: ${full.length} -> ${cut.length} bytes`)
    const packaged = await packageFaces(font, new Set(points))
    faces.push(...packaged)
    // The cut declares the package's own weight range, not the one it keeps: Chrome matches weight before
    // unicode-range, so a face with other weights would be a font of its own, and the package's faces, which
    // no longer hold the site's characters, would win for every weight both ranges contain.
    const [, weights] = packaged[0].match(/font-weight: ([^;]+);/)
    faces.push(`@font-face {
  font-family: '${font.family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${weights};
  src: url(./${file}) format('woff2-variations');
  unicode-range: ${unicodeRange(points)};
}`)
  }
  const css = `/* Written by scripts/make-fonts.mjs: the site's fonts, cut to the characters it writes. */
${faces.join('\n\n')}
`
  const file = 'src/fonts/site-fonts.css'
  await writeFile(file, await format(css, { ...(await resolveConfig(file)), filepath: file }))
}

await main()
