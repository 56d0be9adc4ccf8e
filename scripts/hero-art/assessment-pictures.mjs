/** The MojoMe pictures: the swipe deck, the result card and workshop mode's tablet station. */
import {
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
  chevron,
  brandMark,
  polygon,
  lightHalo,
  darkHalo,
  svg,
} from './svg-kit.mjs'

/** MojoMe's swipe deck: a statement card leaving to the right over two more, A against B. */
export function deck(tone) {
  const dark = tone === 'dark'
  const parts = []
  // The two cards underneath, fanned out to either side.
  parts.push(group({ transform: rotate(-13, 190, 246) }, card(84, 100, 212, 292, c['sun-500'])))
  parts.push(
    group(
      { transform: rotate(14, 276, 216) },
      card(170, 70, 212, 292, dark ? c['iris-500'] : c['iris-600']),
      brandMark(356, 148, 11, 'mark-back'),
    ),
  )
  // The front card, tilted as it is swiped right.
  const front = []
  front.push(card(112, 70, 228, 310, WHITE, dark ? {} : { stroke: c['ink-200'], 'stroke-width': 1.5 }))
  // Progress along the round.
  front.push(rect(136, 96, 120, 8, 4, c['ink-100']), rect(136, 96, 52, 8, 4, c['iris-500']))
  front.push(rect(288, 94, 28, 12, 6, c['ink-100']))
  // Statement A and statement B.
  front.push(rect(134, 124, 184, 86, 18, c['iris-50']))
  front.push(
    circle(160, 150, 14, c['iris-600']),
    path('M154 157l6-15 6 15m-10-5h8', 'none', {
      stroke: WHITE,
      'stroke-width': 2.6,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  )
  front.push(lines(184, 140, [112, 90], c['iris-300']), lines(148, 180, [150], c['iris-300']))
  front.push(
    rect(134, 222, 74, 2, 1, c['ink-200']),
    rect(244, 222, 74, 2, 1, c['ink-200']),
    circle(226, 223, 8, 'none', { stroke: c['ink-300'], 'stroke-width': 2 }),
  )
  front.push(rect(134, 236, 184, 86, 18, c['sun-100']))
  front.push(
    circle(160, 262, 14, c['sun-500']),
    path('M155 254v16h6a4 4 0 0 0 0-8h-6m0 0h5a4 4 0 0 0 0-8h-5', 'none', {
      stroke: c['ink-950'],
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  )
  front.push(lines(184, 252, [100, 120], c['sun-400']), lines(148, 292, [130], c['sun-400']))
  // The two answer buttons.
  front.push(circle(186, 350, 17, c['ink-100']), chevron(186, 350, -1, c['ink-600']))
  front.push(circle(266, 350, 17, c['iris-600']), chevron(266, 350, 1, WHITE))
  parts.push(group({ transform: `translate(4 8) ${rotate(4, 226, 225)}` }, ...front))
  // The swipe hint: a dotted arc sweeping to the right.
  const hint = dark ? c['sun-400'] : c['iris-500']
  parts.push(
    path('M246 42c46-24 110-26 156 2', 'none', {
      stroke: hint,
      'stroke-width': 5,
      'stroke-linecap': 'round',
      'stroke-dasharray': '0 13',
    }),
    path('M388 28l16 17-22 5', 'none', {
      stroke: hint,
      'stroke-width': 5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  )
  // Lifted a little, so the lowest card's shadow ends inside the picture.
  return svg((dark ? darkHalo() : lightHalo()) + group({ transform: 'translate(0 -8)' }, ...parts), tone)
}

/** The result: a cognitive-fingerprint card with its radar and three powers, ready to share. */
export function resultCard() {
  const parts = [lightHalo()]
  parts.push(group({ transform: rotate(9, 250, 230) }, card(150, 72, 220, 310, c['sun-500'])))
  const front = []
  front.push(tag('clipPath', { id: 'band' }, rect(96, 58, 236, 330, 26)))
  front.push(card(96, 58, 236, 330, WHITE, { stroke: c['ink-200'], 'stroke-width': 1.5 }))
  // The header band, printed with the ridges of a fingerprint.
  const ridges = []
  for (let index = 1; index <= 9; index += 1)
    ridges.push(
      tag('ellipse', {
        cx: 282,
        cy: 112,
        rx: index * 11,
        ry: index * 13,
        fill: 'none',
        stroke: WHITE,
        'stroke-opacity': 0.28,
        'stroke-width': 3.5,
        'stroke-dasharray': index % 2 ? `${index * 12} 9` : `${index * 20} 12`,
        transform: rotate(index * 17, 282, 112),
      }),
    )
  front.push(group({ 'clip-path': 'url(#band)' }, rect(96, 58, 236, 104, 0, c['iris-600']), ...ridges))
  // The persona's badge, half over the band.
  front.push(circle(140, 162, 28, WHITE), circle(140, 162, 22, c['sun-500']))
  front.push(circle(140, 156, 7, c['ink-950']), path('M127 177a13 11 0 0 1 26 0z', c['ink-950']))
  front.push(lines(120, 82, [70], WHITE, { height: 7 }), lines(120, 96, [110], c['iris-300'], { height: 7 }))
  // The card's name and a line under it.
  front.push(rect(180, 172, 128, 12, 6, c['ink-900']), rect(118, 204, 150, 8, 4, c['ink-200']))
  // The radar of the ten scores, motivation filled in iris.
  const rcx = 214
  const rcy = 278
  for (const scale of [1, 0.66, 0.33])
    front.push(
      tag('polygon', {
        points: polygon(rcx, rcy, Array(6).fill(48 * scale)),
        fill: 'none',
        stroke: c['ink-200'],
        'stroke-width': 1.5,
      }),
    )
  front.push(
    tag('polygon', {
      points: polygon(rcx, rcy, [44, 30, 40, 22, 34, 26]),
      fill: c['iris-500'],
      'fill-opacity': 0.28,
      stroke: c['iris-600'],
      'stroke-width': 2.5,
      'stroke-linejoin': 'round',
    }),
  )
  front.push(
    tag('polygon', {
      points: polygon(rcx, rcy, [20, 34, 18, 38, 16, 30]),
      fill: 'none',
      stroke: c['sun-500'],
      'stroke-width': 2.5,
      'stroke-linejoin': 'round',
    }),
  )
  // Three super-powers.
  front.push(
    rect(118, 342, 58, 22, 11, c['iris-100']),
    rect(184, 342, 58, 22, 11, c['sun-100']),
    rect(250, 342, 58, 22, 11, c['mint-100']),
  )
  front.push(
    rect(130, 350, 34, 6, 3, c['iris-600']),
    rect(196, 350, 34, 6, 3, c['sun-500']),
    rect(262, 350, 34, 6, 3, c['mint-600']),
  )
  parts.push(group({ transform: rotate(-4, 214, 223) }, ...front))
  // A share bubble, for the card is made to be passed on.
  parts.push(circle(362, 104, 30, c['ink-900'], { filter: 'url(#lift)' }))
  parts.push(circle(352, 104, 5, WHITE), circle(372, 93, 5, WHITE), circle(372, 115, 5, WHITE))
  parts.push(path('M352 104l20-11M352 104l20 11', 'none', { stroke: WHITE, 'stroke-width': 3 }))
  return svg(parts.join(''))
}

/** A fixed pattern of dark modules, looking like a QR code without being one (it encodes nothing). */
function fauxQr(x, y, size) {
  const n = 17
  const unit = size / n
  const cells = []
  const finder = (fx, fy) =>
    rect(x + fx * unit, y + fy * unit, unit * 5, unit * 5, unit, c['ink-950']) +
    rect(x + (fx + 1) * unit, y + (fy + 1) * unit, unit * 3, unit * 3, unit * 0.5, WHITE) +
    rect(x + (fx + 1.8) * unit, y + (fy + 1.8) * unit, unit * 1.4, unit * 1.4, unit * 0.3, c['ink-950'])
  let seed = 7
  for (let row = 0; row < n; row += 1)
    for (let col = 0; col < n; col += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648
      const inFinder = (row < 6 && col < 6) || (row < 6 && col > n - 7) || (row > n - 7 && col < 6)
      if (!inFinder && seed % 5 < 2)
        cells.push(rect(x + col * unit, y + row * unit, unit, unit, unit * 0.3, c['ink-950']))
    }
  return finder(0, 0) + finder(n - 5, 0) + finder(0, n - 5) + cells.join('')
}

/** Workshop mode: the room's tablet hands each attendee's card on to their own phone. */
export function tabletStation() {
  const parts = [lightHalo()]
  const tablet = []
  tablet.push(card(50, 66, 246, 318, c['ink-900'], { rx: 30 }))
  tablet.push(rect(64, 80, 218, 290, 18, WHITE))
  tablet.push(rect(64, 80, 218, 56, 0, c['iris-600']), rect(64, 80, 218, 20, 18, c['iris-600']))
  tablet.push(lines(84, 104, [80], WHITE, { height: 9 }), circle(256, 108, 10, c['sun-500']))
  tablet.push(rect(100, 156, 146, 146, 16, c['ink-50']), fauxQr(113, 169, 120))
  tablet.push(rect(100, 320, 146, 30, 15, c['iris-600']), lines(138, 331, [70], WHITE))
  parts.push(group({ transform: rotate(-5, 173, 225) }, ...tablet))
  // The attendee's phone, with the card on it.
  const phone = []
  phone.push(card(292, 150, 120, 226, c['ink-900'], { rx: 24 }))
  phone.push(rect(301, 160, 102, 206, 16, WHITE))
  phone.push(rect(301, 160, 102, 64, 0, c['sun-500']), rect(301, 160, 102, 24, 16, c['sun-500']))
  phone.push(circle(352, 224, 18, WHITE), circle(352, 224, 13, c['iris-600']))
  phone.push(lines(318, 252, [68, 50], c['ink-200'], { height: 7, gap: 14 }))
  phone.push(
    tag('polygon', {
      points: polygon(352, 314, [26, 18, 24, 14, 22]),
      fill: c['iris-500'],
      'fill-opacity': 0.3,
      stroke: c['iris-600'],
      'stroke-width': 2,
    }),
  )
  phone.push(rect(338, 160, 28, 6, 3, c['ink-900']))
  parts.push(group({ transform: rotate(7, 352, 263) }, ...phone))
  // The hand-off.
  parts.push(
    path('M236 58c40-22 96-18 128 30', 'none', {
      stroke: c['iris-500'],
      'stroke-width': 5,
      'stroke-linecap': 'round',
      'stroke-dasharray': '0 13',
    }),
  )
  parts.push(
    path('M352 80l13 11 2-17', 'none', {
      stroke: c['iris-500'],
      'stroke-width': 5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  )
  return svg(parts.join(''))
}
