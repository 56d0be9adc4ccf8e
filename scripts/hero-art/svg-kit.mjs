/**
 * The palette and the small SVG builders the hero pictures share (scripts/make-hero-art.mjs). Colours come
 * from the design tokens in src/styles.css, so the pictures follow the brand.
 */
import { readFile } from 'node:fs/promises'

export const SIZE = 440

const styles = await readFile('src/styles.css', 'utf8')
/** The brand palette by token name, e.g. c['iris-600']. */
export const c = Object.fromEntries(
  [...styles.matchAll(/--color-([a-z]+-\d+):\s*(#[0-9a-f]{6})/g)].map(([, name, hex]) => [name, hex]),
)
export const WHITE = '#fff'

const num = (value) => String(Math.round(value * 10) / 10)

function attrs(map) {
  return Object.entries(map)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('')
}

export const tag = (name, map, ...children) =>
  children.length ? `<${name}${attrs(map)}>${children.join('')}</${name}>` : `<${name}${attrs(map)}/>`

export const rect = (x, y, width, height, rx, fill, extra = {}) =>
  tag('rect', { x, y, width, height, rx, fill, ...extra })
export const circle = (cx, cy, r, fill, extra = {}) => tag('circle', { cx, cy, r, fill, ...extra })
export const path = (d, fill, extra = {}) => tag('path', { d, fill, ...extra })
export const group = (map, ...children) => tag('g', map, ...children)
export const rotate = (degrees, cx, cy) => `rotate(${num(degrees)} ${num(cx)} ${num(cy)})`

/** Rounded bars standing for lines of text, one per width, `gap` apart. */
export function lines(x, y, widths, fill, { height = 8, gap = 16 } = {}) {
  return widths.map((width, index) => rect(x, y + index * gap, width, height, height / 2, fill)).join('')
}

/** A card with the soft lift shadow every picture shares. */
export function card(x, y, width, height, fill, { rx = 26, ...extra } = {}) {
  return rect(x, y, width, height, rx, fill, { filter: 'url(#lift)', ...extra })
}

/** A chevron pointing left (-1) or right (1), centred on (cx, cy). */
export function chevron(cx, cy, direction, stroke, size = 7) {
  const d = `M${num(cx - (direction * size) / 2)} ${num(cy - size)}l${num(direction * size)} ${size}l${num(-direction * size)} ${size}`
  return path(d, 'none', {
    stroke,
    'stroke-width': 3.5,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  })
}

/** A tick mark centred on (cx, cy). */
export function tick(cx, cy, stroke, size = 8, width = 3.5) {
  const d = `M${num(cx - size)} ${num(cy)}l${num(size * 0.7)} ${num(size * 0.7)}l${num(size * 1.3)} ${num(-size * 1.4)}`
  return path(d, 'none', {
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  })
}

/** The brand mark: an iris and a sun circle, their overlap white. */
export function brandMark(cx, cy, r, id) {
  return (
    tag('clipPath', { id }, circle(cx - r / 2, cy, r, WHITE)) +
    circle(cx - r / 2, cy, r, c['iris-500']) +
    circle(cx + r / 2, cy, r, c['sun-500']) +
    circle(cx + r / 2, cy, r, WHITE, { 'clip-path': `url(#${id})` })
  )
}

/** A regular polygon's points around (cx, cy), the first one straight up; radii may differ per corner. */
export function polygon(cx, cy, radii) {
  return radii
    .map((r, index) => {
      const angle = (index / radii.length) * Math.PI * 2 - Math.PI / 2
      return `${num(cx + Math.cos(angle) * r)},${num(cy + Math.sin(angle) * r)}`
    })
    .join(' ')
}

/** Head and shoulders of a person, centred on the head at (cx, cy); `hair` picks one of a few styles. */
export function person(cx, cy, r, { skin, body, hair, style = 'short', glasses = false }) {
  const parts = []
  if (style === 'long') parts.push(rect(cx - r * 1.3, cy - r * 1.12, r * 2.6, r * 3, r * 1.2, hair))
  if (style === 'bun') parts.push(circle(cx, cy - r * 1.15, r * 0.55, hair))
  // Shoulders: a rounded hump under the head.
  parts.push(
    path(
      `M${num(cx - r * 2)} ${num(cy + r * 3.2)}c0-${num(r * 1.6)} ${num(r * 0.8)}-${num(r * 2.2)} ${num(r * 2)}-${num(r * 2.2)}s${num(r * 2)} ${num(r * 0.6)} ${num(r * 2)} ${num(r * 2.2)}z`,
      body,
    ),
  )
  parts.push(circle(cx, cy, r, skin))
  if (style === 'short' || style === 'long' || style === 'bun')
    parts.push(
      path(
        `M${num(cx - r)} ${num(cy - r * 0.05)}a${num(r)} ${num(r)} 0 0 1 ${num(r * 2)} 0c-${num(r * 0.7)}-${num(r * 0.45)}-${num(r * 1.4)}-${num(r * 0.5)}-${num(r * 2)} 0z`,
        hair,
      ),
    )
  if (style === 'curly')
    for (let index = 0; index < 7; index += 1) {
      const angle = Math.PI * (1.05 + (index / 6) * 0.9)
      parts.push(circle(cx + Math.cos(angle) * r * 0.92, cy + Math.sin(angle) * r * 0.92, r * 0.42, hair))
    }
  if (glasses)
    parts.push(
      circle(cx - r * 0.38, cy + r * 0.12, r * 0.28, 'none', { stroke: c['ink-900'], 'stroke-width': 2 }),
      circle(cx + r * 0.38, cy + r * 0.12, r * 0.28, 'none', { stroke: c['ink-900'], 'stroke-width': 2 }),
      path(`M${num(cx - r * 0.1)} ${num(cy + r * 0.1)}h${num(r * 0.2)}`, 'none', {
        stroke: c['ink-900'],
        'stroke-width': 2,
      }),
    )
  return parts.join('')
}

/** A soft glow behind a picture, so the art sits in light rather than on a hard edge. */
const halo = (cx, cy, r, colour, opacity) =>
  tag(
    'radialGradient',
    { id: 'halo' },
    tag('stop', { offset: 0, 'stop-color': colour, 'stop-opacity': opacity }),
    tag('stop', { offset: 1, 'stop-color': colour, 'stop-opacity': 0 }),
  ) + circle(cx, cy, r, 'url(#halo)')

/** The glow for a picture on a white hero. */
export const lightHalo = () => halo(220, 220, 210, c['iris-100'], 0.9)
/** The glow for a picture on a dark hero, where the iris reads as light. */
export const darkHalo = () => halo(220, 220, 205, c['iris-500'], 0.45)

/** The lift shadow under cards: ink on white heroes; deeper on dark ones, where ink would not show. */
const SHADOWS = {
  light: { colour: c['ink-900'], opacity: 0.2 },
  dark: { colour: '#000', opacity: 0.5 },
}

/** A whole picture: the square every hero picture is drawn on, with the shared lift filter. */
export function svg(body, tone = 'light') {
  const { colour, opacity } = SHADOWS[tone]
  const defs = tag(
    'defs',
    {},
    tag(
      'filter',
      { id: 'lift', x: '-30%', y: '-30%', width: '160%', height: '170%' },
      tag('feDropShadow', {
        dx: 0,
        dy: 16,
        stdDeviation: 14,
        'flood-color': colour,
        'flood-opacity': opacity,
      }),
    ),
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${defs}${body}</svg>\n`
}
