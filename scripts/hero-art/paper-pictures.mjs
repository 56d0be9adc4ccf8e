/** The pictures of paper things: the intake's calendar, the contact envelope, mail settings and the 404 map. */
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
  tick,
  lightHalo,
  svg,
} from './svg-kit.mjs'

/** The intake: a calendar with the workshop's day marked, and the three steps that book it. */
export function calendar() {
  const parts = [lightHalo()]
  const sheet = []
  sheet.push(tag('clipPath', { id: 'page' }, rect(60, 70, 286, 276, 24)))
  sheet.push(card(60, 70, 286, 276, WHITE, { stroke: c['ink-200'], 'stroke-width': 1.5 }))
  sheet.push(group({ 'clip-path': 'url(#page)' }, rect(60, 70, 286, 70, 0, c['iris-600'])))
  sheet.push(rect(110, 56, 12, 34, 6, c['ink-900']), rect(284, 56, 12, 34, 6, c['ink-900']))
  sheet.push(lines(86, 108, [92], WHITE, { height: 10 }), rect(272, 106, 50, 14, 7, c['iris-400']))
  const cols = 7
  const cell = 30
  const gap = 7
  for (let row = 0; row < 5; row += 1)
    for (let col = 0; col < cols; col += 1) {
      const x = 84 + col * (cell + gap)
      const y = 160 + row * (cell + gap)
      const day = row * cols + col
      if (day === 0 || day === 34) continue
      const weekend = col >= 5
      sheet.push(rect(x, y, cell, cell, 8, weekend ? c['ink-50'] : c['ink-100']))
      if (day === 17)
        sheet.push(
          rect(x - 3, y - 3, cell + 6, cell + 6, 10, c['sun-500']),
          tick(x + cell / 2, y + cell / 2 + 1, c['ink-950'], 7),
        )
      if (day === 18) sheet.push(rect(x, y, cell, cell, 8, c['sun-100']))
      if (day === 9)
        sheet.push(
          rect(x + 1, y + 1, cell - 2, cell - 2, 7, 'none', {
            stroke: c['iris-500'],
            'stroke-width': 2.5,
            'stroke-dasharray': '4 4',
          }),
        )
    }
  parts.push(group({ transform: rotate(-4, 203, 208) }, ...sheet))
  // The intake's three steps on a clipboard: two done, the last one under way.
  const board = []
  board.push(card(236, 232, 168, 176, WHITE, { rx: 22, stroke: c['ink-200'], 'stroke-width': 1.5 }))
  board.push(rect(288, 220, 64, 24, 10, c['ink-900']), circle(320, 226, 4, c['ink-500']))
  const steps = [
    [266, true, [82, 54]],
    [312, true, [70, 46]],
    [358, false, [88, 40]],
  ]
  for (const [y, done, widths] of steps) {
    board.push(
      done
        ? rect(256, y, 28, 28, 9, c['mint-600']) + tick(270, y + 15, WHITE, 6, 3)
        : rect(257.5, y + 1.5, 25, 25, 8, 'none', { stroke: c['iris-500'], 'stroke-width': 3 }),
    )
    board.push(lines(296, y + 2, widths, done ? c['ink-200'] : c['iris-300'], { height: 8, gap: 16 }))
  }
  parts.push(group({ transform: `translate(0 -14) ${rotate(6, 320, 320)}` }, ...board))
  return svg(parts.join(''))
}

/** Contact: an open envelope with a letter, and the conversation that answers it. */
export function envelope() {
  const parts = [lightHalo()]
  const env = []
  const x = 64
  const y = 186
  const w = 280
  const h = 182
  env.push(rect(x, y, w, h, 20, c['iris-700'], { filter: 'url(#lift)' }))
  // The open flap, behind the letter.
  env.push(
    path(`M${x + 6} ${y + 8}L${x + w / 2} ${y - 88}L${x + w - 6} ${y + 8}z`, c['iris-600'], {
      'stroke-linejoin': 'round',
      stroke: c['iris-600'],
      'stroke-width': 12,
    }),
  )
  // The letter coming out.
  env.push(rect(x + 30, y - 70, w - 60, 190, 14, WHITE))
  env.push(lines(x + 54, y - 44, [110, 170, 150, 90], c['ink-200'], { height: 9, gap: 20 }))
  env.push(rect(x + 54, y + 40, 60, 10, 5, c['iris-400']))
  // The pocket folds over the letter's foot.
  env.push(
    path(
      `M${x} ${y + 20}L${x + w / 2} ${y + 104}L${x + w} ${y + 20}V${y + h - 20}a20 20 0 0 1-20 20H${x + 20}a20 20 0 0 1-20-20z`,
      c['iris-500'],
    ),
  )
  env.push(
    path(
      `M${x + 4} ${y + h - 8}L${x + w / 2 - 16} ${y + 96}M${x + w - 4} ${y + h - 8}L${x + w / 2 + 16} ${y + 96}`,
      'none',
      { stroke: c['iris-600'], 'stroke-width': 3, 'stroke-linecap': 'round' },
    ),
  )
  // A stamp in the brand's sun.
  parts.push(group({ transform: rotate(-5, 204, 277) }, ...env))
  // The answer, in speech bubbles.
  parts.push(
    group(
      { transform: rotate(3, 330, 96) },
      path(
        'M262 56h118a22 22 0 0 1 22 22v36a22 22 0 0 1-22 22h-62l-22 20v-20h-34a22 22 0 0 1-22-22V78a22 22 0 0 1 22-22z',
        WHITE,
        { filter: 'url(#lift)', stroke: c['ink-200'], 'stroke-width': 1.5 },
      ),
      lines(266, 80, [100, 76], c['ink-300'], { height: 9, gap: 20 }),
      circle(382, 90, 8, c['mint-600']),
      tick(382, 90, WHITE, 3.6, 2.4),
    ),
  )
  parts.push(
    group(
      {},
      path(
        'M52 74h88a20 20 0 0 1 20 20v22a20 20 0 0 1-20 20H86l-18 16v-16H52a20 20 0 0 1-20-20V94a20 20 0 0 1 20-20z',
        c['sun-500'],
        { filter: 'url(#lift)' },
      ),
      circle(70, 105, 6.5, c['ink-950']),
      circle(96, 105, 6.5, c['ink-950'], { 'fill-opacity': 0.6 }),
      circle(122, 105, 6.5, c['ink-950'], { 'fill-opacity': 0.3 }),
    ),
  )
  return svg(parts.join(''))
}

/** Unsubscribe: a closed envelope and the switch that quiets it. */
export function mailSettings() {
  const parts = [lightHalo()]
  const env = []
  env.push(card(60, 78, 270, 178, WHITE, { rx: 20, stroke: c['ink-200'], 'stroke-width': 1.5 }))
  env.push(
    path('M66 92l129 92 129-92', 'none', {
      stroke: c['iris-500'],
      'stroke-width': 6,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  )
  env.push(
    path('M66 244l94-70M324 244l-94-70', 'none', {
      stroke: c['ink-200'],
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
  )
  parts.push(group({ transform: rotate(-6, 195, 167) }, ...env))
  parts.push(circle(322, 92, 30, c['sun-500'], { filter: 'url(#lift)' }))
  parts.push(
    path('M308 92h28', 'none', { stroke: c['ink-950'], 'stroke-width': 6, 'stroke-linecap': 'round' }),
  )
  // The preferences, two switches: one on, one off.
  const panel = []
  panel.push(card(130, 250, 270, 140, WHITE, { rx: 24, stroke: c['ink-200'], 'stroke-width': 1.5 }))
  panel.push(lines(156, 282, [96, 64], c['ink-300'], { height: 9, gap: 18 }))
  panel.push(rect(310, 276, 60, 32, 16, c['iris-600']), circle(354, 292, 12, WHITE))
  panel.push(rect(154, 320, 222, 2, 1, c['ink-100']))
  panel.push(lines(156, 342, [110, 70], c['ink-300'], { height: 9, gap: 18 }))
  panel.push(rect(310, 336, 60, 32, 16, c['ink-200']), circle(326, 352, 12, WHITE))
  parts.push(group({ transform: rotate(3, 265, 320) }, ...panel))
  return svg(parts.join(''))
}

/** 404: a folded map with a route that wanders off, and the question it ends in. */
export function lostMap() {
  const parts = [lightHalo()]
  const map = []
  const panels = [
    [60, 'M60 110l100-28v280l-100 28z', c['iris-50']],
    [160, 'M160 82l110 28v280l-110-28z', c['iris-100']],
    [270, 'M270 110l100-28v280l-100 28z', c['iris-50']],
  ]
  map.push(group({ filter: 'url(#lift)' }, ...panels.map(([, d, fill]) => path(d, fill))))
  map.push(path('M160 82v280M270 110v280', 'none', { stroke: c['iris-300'], 'stroke-width': 2 }))
  // Parks and a lake, so the map reads as a map.
  map.push(
    tag('ellipse', { cx: 112, cy: 168, rx: 30, ry: 20, fill: c['mint-100'] }),
    tag('ellipse', { cx: 226, cy: 330, rx: 32, ry: 18, fill: c['mint-100'] }),
  )
  map.push(tag('ellipse', { cx: 300, cy: 336, rx: 26, ry: 14, fill: c['iris-300'], 'fill-opacity': 0.5 }))
  map.push(
    path('M84 352c20-40 70-30 80-80s-40-60-10-100 90 10 120 40 40 70 70 50', 'none', {
      stroke: c['sun-500'],
      'stroke-width': 5,
      'stroke-linecap': 'round',
      'stroke-dasharray': '2 12',
    }),
  )
  map.push(circle(84, 352, 9, c['ink-900']))
  parts.push(group({ transform: rotate(-3, 215, 236) }, ...map))
  // The pin at the end, with a question over it.
  parts.push(
    path('M348 300c0 0-34-34-34-58a34 34 0 0 1 68 0c0 24-34 58-34 58z', c['iris-600'], {
      filter: 'url(#lift)',
    }),
  )
  parts.push(circle(348, 242, 13, WHITE))
  parts.push(circle(318, 108, 34, c['sun-500'], { filter: 'url(#lift)' }))
  parts.push(
    path('M306 98a12 12 0 1 1 16 11c-3 1-4 3-4 6v3', 'none', {
      stroke: c['ink-950'],
      'stroke-width': 6,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  )
  parts.push(circle(318, 130, 3.8, c['ink-950']))
  return svg(parts.join(''))
}
