/**
 * Draws the fictional client wordmarks for the home page's logo strip as SVG files in public/logos/, one per
 * entry of src/content/home/logos.ts (read from that file, so the list lives in one place). Run by hand when
 * the list changes (`node scripts/make-home-logos.mjs`); the SVGs are committed.
 * Text is pinned with textLength, so a logo keeps its exact width whatever font the visitor's system has.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'

const W = 200
const H = 56
const INK = '#3d4669'
const ACCENT = '#6355f5'

const content = await readFile('src/content/home/logos.ts', 'utf8')
const logos = [...content.matchAll(/name: '([^']+)', src: '\/logos\/([a-z0-9-]+)\.svg'/g)].map(
  ([, name, slug]) => ({ name, slug }),
)

const fonts = {
  sans: { family: "'Helvetica Neue', Arial, 'Liberation Sans', sans-serif", weight: 700, em: 0.6 },
  serif: { family: "Georgia, 'Times New Roman', 'Liberation Serif', serif", weight: 700, em: 0.56 },
  wide: { family: "Verdana, 'DejaVu Sans', sans-serif", weight: 700, em: 0.78 },
}

/** Small geometric marks on a 32-unit square, drawn in the logo's colours. */
const marks = [
  (c) => `<circle cx="16" cy="16" r="12" fill="none" stroke="${c}" stroke-width="5"/>`,
  (c) => `<path d="M16 3 30 28H2z" fill="${c}"/>`,
  (c) => `<path d="M16 2 30 16 16 30 2 16z" fill="${c}"/><path d="M16 10 22 16 16 22 10 16z" fill="#fff"/>`,
  (c) => `<path d="M16 2 28 9v14l-12 7-12-7V9z" fill="${c}"/>`,
  (c) =>
    `<circle cx="11" cy="16" r="9" fill="${c}"/><circle cx="21" cy="16" r="9" fill="none" stroke="${c}" stroke-width="3"/>`,
  (c) => `<path d="M3 3h26v18l-8 8H3z" fill="${c}"/>`,
  (c) =>
    `<rect x="3" y="4" width="6" height="24" rx="2" fill="${c}"/><rect x="13" y="10" width="6" height="18" rx="2" fill="${c}"/><rect x="23" y="16" width="6" height="12" rx="2" fill="${c}"/>`,
  (c) => `<path d="M3 29V17a13 13 0 0 1 26 0v12h-7V17a6 6 0 0 0-12 0v12z" fill="${c}"/>`,
  (c) =>
    `<path d="M16 2v28M2 16h28M6 6l20 20M26 6 6 26" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
  (c) =>
    `<path d="M2 12c5-6 9-6 14 0s9 6 14 0M2 22c5-6 9-6 14 0s9 6 14 0" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
  (c) =>
    `<rect x="3" y="3" width="26" height="26" rx="4" fill="none" stroke="${c}" stroke-width="4"/><rect x="11" y="11" width="10" height="10" rx="2" fill="${c}"/>`,
  (c) =>
    `<path d="M4 28C4 12 12 4 28 4c0 16-8 24-24 24z" fill="${c}"/><path d="M6 26 20 12" stroke="#fff" stroke-width="2.5"/>`,
]

function text({ x, y, value, size, font, anchor = 'start', spacing = 0, maxWidth }) {
  const natural = value.length * size * font.em + Math.max(0, value.length - 1) * spacing
  const length = Math.min(natural, maxWidth)
  return `<text x="${x}" y="${y}" font-family="${font.family}" font-weight="${font.weight}" font-size="${size}" letter-spacing="${spacing}" text-anchor="${anchor}" textLength="${length.toFixed(1)}" lengthAdjust="spacingAndGlyphs" fill="${INK}">${value}</text>`
}

function fitSize(value, font, maxWidth, largest) {
  return Math.min(largest, maxWidth / (value.length * font.em))
}

function drawLogo({ name }, index) {
  const [primary, ...rest] = name.split(' ')
  const secondary = rest.join(' ').toUpperCase()
  const style = index % 3
  const markColour = index % 5 === 0 ? ACCENT : INK
  const parts = []
  if (style === 2) {
    // A wordmark with no symbol: wide capitals, the second word underneath.
    const value = primary.toUpperCase()
    const size = fitSize(value, fonts.wide, W - 12, secondary ? 19 : 22)
    parts.push(
      text({
        x: W / 2,
        y: secondary ? 28 : 35,
        value,
        size,
        font: fonts.wide,
        anchor: 'middle',
        maxWidth: W - 12,
      }),
    )
    if (secondary) {
      parts.push(`<rect x="${W / 2 - 40}" y="34" width="80" height="1.5" fill="${markColour}"/>`)
      parts.push(
        text({
          x: W / 2,
          y: 49,
          value: secondary,
          size: 10.5,
          font: fonts.sans,
          anchor: 'middle',
          spacing: 2.2,
          maxWidth: W - 40,
        }),
      )
    }
  } else {
    const font = style === 0 ? fonts.sans : fonts.serif
    const left = 46
    const room = W - left - 4
    parts.push(`<g transform="translate(4 12)">${marks[(index * 5) % marks.length](markColour)}</g>`)
    const size = fitSize(primary, font, room, secondary ? 22 : 26)
    parts.push(
      text({ x: left, y: secondary ? 30 : 28 + size * 0.36, value: primary, size, font, maxWidth: room }),
    )
    if (secondary) {
      parts.push(
        text({
          x: left + 1,
          y: 46,
          value: secondary,
          size: 10.5,
          font: fonts.sans,
          spacing: 2,
          maxWidth: room - 2,
        }),
      )
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img"><title>${name}</title>${parts.join('')}</svg>\n`
}

await mkdir('public/logos', { recursive: true })
for (const [index, logo] of logos.entries()) {
  await writeFile(`public/logos/${logo.slug}.svg`, drawLogo(logo, index))
}
console.log(`${logos.length} logos written to public/logos/`)
