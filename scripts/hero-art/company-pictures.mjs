/** The pictures of who we are and what we offer: the team, the workshop room and the resources shelf. */
import {
  SIZE,
  c,
  WHITE,
  tag,
  rect,
  circle,
  path,
  group,
  rotate,
  lines,
  card,
  brandMark,
  person,
  lightHalo,
  darkHalo,
  svg,
} from './svg-kit.mjs'

/** About: the team, four portraits dealt like cards around a knowledge-times-questions chip. */
export function team() {
  const parts = [lightHalo()]
  const tiles = [
    {
      x: 52,
      y: 50,
      angle: -6,
      bg: c['iris-600'],
      skin: '#f1c7a5',
      body: c['sun-500'],
      hair: c['ink-900'],
      style: 'short',
    },
    {
      x: 232,
      y: 36,
      angle: 5,
      bg: c['sun-500'],
      skin: '#8d5a3b',
      body: c['iris-600'],
      hair: c['ink-950'],
      style: 'curly',
    },
    {
      x: 64,
      y: 236,
      angle: 4,
      bg: c['ink-900'],
      skin: '#e0a47c',
      body: c['iris-400'],
      hair: c['ember-600'],
      style: 'long',
    },
    {
      x: 244,
      y: 222,
      angle: -5,
      bg: c['iris-100'],
      skin: '#f4d4bc',
      body: c['ink-800'],
      hair: '#6b4a34',
      style: 'bun',
      glasses: true,
    },
  ]
  for (const [index, tile] of tiles.entries()) {
    const size = 150
    const cx = tile.x + size / 2
    const cy = tile.y + size / 2
    parts.push(
      group(
        { transform: rotate(tile.angle, cx, cy) },
        tag('clipPath', { id: `tile-${index}` }, rect(tile.x, tile.y, size, size, 28)),
        card(tile.x, tile.y, size, size, tile.bg, { rx: 28 }),
        group({ 'clip-path': `url(#tile-${index})` }, person(cx, cy - 8, 26, tile)),
      ),
    )
  }
  // Answer = Knowledge x Questions: the team's one idea, at the centre.
  parts.push(circle(222, 218, 34, WHITE, { filter: 'url(#lift)' }))
  parts.push(
    path('M210 206l24 24M234 206l-24 24', 'none', {
      stroke: c['iris-600'],
      'stroke-width': 7,
      'stroke-linecap': 'round',
    }),
  )
  return svg(parts.join(''))
}

/** Workshops, on a dark hero: a room at work, with a facilitator at the board and the team in front. */
export function workshopRoom() {
  const parts = [darkHalo()]
  // The board, with the idea being drawn and notes stuck around it.
  parts.push(rect(74, 54, 300, 196, 22, WHITE, { filter: 'url(#lift)' }))
  parts.push(brandMark(170, 138, 34, 'mark-board'))
  parts.push(
    lines(236, 108, [92, 70, 84], c['ink-200'], { height: 9, gap: 22 }),
    rect(236, 174, 56, 9, 4.5, c['iris-400']),
  )
  parts.push(group({ transform: rotate(-8, 112, 208) }, rect(94, 190, 38, 38, 6, c['sun-400'])))
  parts.push(group({ transform: rotate(6, 324, 78) }, rect(306, 60, 38, 38, 6, c['iris-300'])))
  parts.push(group({ transform: rotate(-4, 346, 214) }, rect(328, 196, 36, 36, 6, c['mint-100'])))
  // The facilitator, standing by the board and pointing at it.
  const skin = '#d49a74'
  parts.push(rect(372, 270, 16, 170, 8, c['ink-700']), rect(396, 270, 16, 170, 8, c['ink-700']))
  parts.push(path('M366 196a26 26 0 0 1 52 0v84a8 8 0 0 1-8 8h-36a8 8 0 0 1-8-8z', c['sun-500']))
  parts.push(
    path('M372 204l-34-36', 'none', { stroke: c['sun-500'], 'stroke-width': 14, 'stroke-linecap': 'round' }),
  )
  parts.push(circle(336, 166, 7, skin))
  parts.push(rect(386, 158, 12, 16, 4, skin), circle(392, 146, 20, skin))
  parts.push(path('M371 148a21 21 0 0 1 42 0c-4-3-9-4-13-4l-4-5-4 5c-8 0-15 1-21 4z', c['ember-800']))
  // The team, seen from behind.
  const team = [
    [84, c['iris-400'], '#8a5a3c', 'short'],
    [168, c['mint-600'], c['sun-400'], 'long'],
    [252, c['sun-500'], '#5b3a29', 'curly'],
    [336, c['iris-300'], c['ember-600'], 'bun'],
  ]
  for (const [cx, body, hair, style] of team) {
    parts.push(path(`M${cx - 46} 440c0-48 16-74 46-74s46 26 46 74z`, body))
    if (style === 'long') parts.push(rect(cx - 26, 300, 52, 76, 24, hair))
    if (style === 'bun') parts.push(circle(cx, 296, 13, hair))
    if (style === 'curly')
      for (let index = 0; index < 9; index += 1) {
        const angle = (index / 9) * Math.PI * 2
        parts.push(circle(cx + Math.cos(angle) * 18, 328 + Math.sin(angle) * 18, 11, hair))
      }
    parts.push(circle(cx, 328, 25, hair))
  }
  // The room fades out at the foot of the picture instead of ending on a hard line.
  const fade = tag(
    'linearGradient',
    { id: 'fade', x1: 0, y1: 0, x2: 0, y2: 1 },
    tag('stop', { offset: 0.8, 'stop-color': WHITE }),
    tag('stop', { offset: 1, 'stop-color': '#000' }),
  )
  const mask = tag('mask', { id: 'foot' }, rect(0, 0, SIZE, SIZE, 0, 'url(#fade)'))
  return svg(fade + mask + parts[0] + group({ mask: 'url(#foot)' }, ...parts.slice(1)), 'dark')
}

/** Resources: a shelf of books, a podcast and tools. */
export function shelf() {
  const parts = [lightHalo()]
  // The case.
  parts.push(
    rect(40, 52, 360, 336, 28, WHITE, { filter: 'url(#lift)', stroke: c['ink-200'], 'stroke-width': 1.5 }),
  )
  parts.push(rect(40, 206, 360, 12, 0, c['ink-200']), rect(40, 364, 360, 12, 0, c['ink-200']))
  // Books on the top shelf: width, height, colour, band colour.
  const books = [
    [30, 118, c['iris-600'], c['sun-400']],
    [24, 136, c['ink-800'], c['iris-300']],
    [34, 104, c['sun-500'], c['ink-950']],
    [22, 128, c['iris-300'], c['iris-600']],
    [28, 142, c['mint-600'], c['mint-100']],
  ]
  let x = 70
  for (const [width, height, colour, band] of books) {
    const top = 206 - height
    parts.push(rect(x, top, width, height, 4, colour))
    parts.push(
      rect(x, top + 16, width, 6, 0, band),
      rect(x, top + height - 24, width, 4, 0, band, { 'fill-opacity': 0.7 }),
    )
    x += width + 4
  }
  // One book leaning on the row, and a small stack lying flat.
  parts.push(
    group(
      { transform: rotate(16, x + 14, 206) },
      rect(x + 2, 82, 26, 124, 4, c['ink-600']),
      rect(x + 2, 100, 26, 6, 0, c['sun-500']),
    ),
  )
  parts.push(
    rect(292, 184, 86, 22, 5, c['iris-500']),
    rect(298, 162, 74, 22, 5, c['sun-400']),
    rect(300, 170, 36, 6, 3, c['ink-950'], { 'fill-opacity': 0.35 }),
  )
  parts.push(path('M318 162l-4-26h44l-4 26z', c['ink-800']), rect(312, 132, 48, 8, 4, c['ink-700']))
  for (const [angle, length] of [
    [-38, 24],
    [0, 30],
    [36, 24],
  ])
    parts.push(
      tag('ellipse', {
        cx: 336,
        cy: 132 - length / 2,
        rx: 7,
        ry: length / 2,
        fill: c['mint-600'],
        transform: rotate(angle, 336, 132),
      }),
    )
  // The bottom shelf: headphones for the podcasts...
  parts.push(
    path('M78 330v-22a46 46 0 0 1 92 0v22', 'none', {
      stroke: c['ink-900'],
      'stroke-width': 9,
      'stroke-linecap': 'round',
    }),
  )
  parts.push(rect(68, 310, 28, 54, 12, c['iris-600']), rect(152, 310, 28, 54, 12, c['iris-600']))
  // ...a talk to play...
  parts.push(rect(200, 262, 96, 102, 18, c['ink-900']))
  parts.push(
    circle(248, 300, 20, c['sun-500']),
    path('M242 290v20l16-10z', c['ink-950'], {
      'stroke-linejoin': 'round',
      stroke: c['ink-950'],
      'stroke-width': 2,
    }),
  )
  for (const [index, height] of [10, 18, 12, 22, 8, 16, 12].entries())
    parts.push(rect(216 + index * 10, 346 - height, 5, height, 2.5, c['iris-300']))
  // ...and the thinking toolkit's cards.
  parts.push(group({ transform: rotate(-12, 340, 330) }, rect(316, 282, 52, 76, 10, c['sun-500'])))
  parts.push(
    group(
      { transform: rotate(6, 350, 330) },
      rect(326, 288, 52, 76, 10, WHITE, { stroke: c['ink-200'], 'stroke-width': 2 }),
      brandMark(352, 326, 9, 'mark-shelf'),
    ),
  )
  return svg(parts.join(''))
}
