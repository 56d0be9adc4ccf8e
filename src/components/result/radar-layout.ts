/**
 * Where a radar chart's web and axis labels go in a canvas of a given size. Chart.js fits its labels with a
 * one-pass estimate that clips long ones in a narrow canvas ("ocial Cooperation") and shrinks the web by
 * the labels' length, so two charts of the same size drew webs of different sizes. Here every label gets
 * the same reserved box (two lines of a fixed width, wrapped to fit), so the web depends on the canvas
 * alone and every label stays inside it. Pure: no DOM, no chart.js.
 */

export interface RadarLayout {
  /** The web's centre and radius, in CSS pixels from the canvas's top left. */
  cx: number
  cy: number
  radius: number
  /** The labels' font size and line height, and the box each label is wrapped to. */
  fontSize: number
  lineHeight: number
  labelWidth: number
  /** Space between the web's rim and a label. */
  gap: number
}

/** A label's side of its anchor point, from the axis's direction. */
export interface LabelAlignment {
  horizontal: 'left' | 'center' | 'right'
  vertical: 'top' | 'middle' | 'bottom'
}

export const RADAR_LABEL_LINES = 2
const SEARCH_STEPS = 24

/** Axis `index` of `count` points at this angle (radians), the first straight up, as chart.js draws them. */
export function axisAngle(index: number, count: number): number {
  return -Math.PI / 2 + (index * 2 * Math.PI) / count
}

/** Which way a label grows from its anchor: away from the web, so it never covers it. */
export function labelAlignment(angle: number): LabelAlignment {
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  return {
    horizontal: Math.abs(cos) < 0.1 ? 'center' : cos > 0 ? 'left' : 'right',
    vertical: sin < -0.5 ? 'bottom' : sin > 0.5 ? 'top' : 'middle',
  }
}

/** The box (left, top, right, bottom) a label of this size takes when anchored at (x, y). */
export function labelBox(
  x: number,
  y: number,
  width: number,
  height: number,
  { horizontal, vertical }: LabelAlignment,
): [number, number, number, number] {
  const left = horizontal === 'left' ? x : horizontal === 'right' ? x - width : x - width / 2
  const top = vertical === 'top' ? y : vertical === 'bottom' ? y - height : y - height / 2
  return [left, top, left + width, top + height]
}

function typeFor(width: number) {
  // A projected chart (the room screen's, 520 px and wider; no other chart is) is read from across a room.
  const fontSize =
    width < 340 ? 11 : width < 480 ? 12 : width < 520 ? 13 : Math.max(13, Math.round(width / 28))
  const lineHeight = Math.round(fontSize * 1.25)
  // About "Cooperation" at that size, the longest word the charts label an axis with; longer labels wrap.
  const labelWidth = 7 * fontSize
  return { fontSize, lineHeight, labelWidth, gap: Math.round(fontSize * 0.6) }
}

/** The extent, relative to the centre, of the web and its reserved label boxes at radius `radius`. */
function extent(radius: number, count: number, type: ReturnType<typeof typeFor>) {
  const height = type.lineHeight * RADAR_LABEL_LINES
  let [minX, minY, maxX, maxY] = [0, 0, 0, 0]
  for (let index = 0; index < count; index++) {
    const angle = axisAngle(index, count)
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
    const reach = radius + type.gap
    const box = labelBox(reach * cos, reach * sin, type.labelWidth, height, labelAlignment(angle))
    minX = Math.min(minX, box[0], radius * cos)
    minY = Math.min(minY, box[1], radius * sin)
    maxX = Math.max(maxX, box[2], radius * cos)
    maxY = Math.max(maxY, box[3], radius * sin)
  }
  return { minX, minY, maxX, maxY }
}

/**
 * The largest web whose labels all fit in a `width` x `height` canvas, centred in it. The same size and
 * axis count always give the same web, whatever the labels say.
 */
export function radarLayout(width: number, height: number, axisCount: number): RadarLayout {
  const type = typeFor(width)
  const fits = (radius: number) => {
    const box = extent(radius, axisCount, type)
    return box.maxX - box.minX <= width && box.maxY - box.minY <= height
  }
  // The extent grows steadily with the radius, so halving the interval finds the largest that fits.
  let [low, high] = [0, Math.max(width, height) / 2]
  for (let step = 0; step < SEARCH_STEPS; step++) {
    const middle = (low + high) / 2
    if (fits(middle)) low = middle
    else high = middle
  }
  const radius = Math.floor(low)
  const box = extent(radius, axisCount, type)
  return {
    cx: (width - box.maxX - box.minX) / 2,
    cy: (height - box.maxY - box.minY) / 2,
    radius,
    ...type,
  }
}
