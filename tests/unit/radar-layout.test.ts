import { describe, expect, it } from 'vitest'
import {
  axisAngle,
  labelAlignment,
  labelBox,
  RADAR_LABEL_LINES,
  radarLayout,
} from '../../src/components/result/radar-layout'

const AXES = 5
/** Canvas sizes the results page and the workshop's group view draw at, from a 320 px phone up. */
const SIZES = [
  [256, 192],
  [310, 232],
  [350, 262],
  [433, 325],
  [448, 336],
  [384, 288],
] as const

/** Every reserved label box and web point of a layout, as (left, top, right, bottom). */
function drawnBoxes(width: number, height: number) {
  const layout = radarLayout(width, height, AXES)
  return Array.from({ length: AXES }, (_, index) => {
    const angle = axisAngle(index, AXES)
    const reach = layout.radius + layout.gap
    return {
      label: labelBox(
        layout.cx + reach * Math.cos(angle),
        layout.cy + reach * Math.sin(angle),
        layout.labelWidth,
        layout.lineHeight * RADAR_LABEL_LINES,
        labelAlignment(angle),
      ),
      point: [layout.cx + layout.radius * Math.cos(angle), layout.cy + layout.radius * Math.sin(angle)],
    }
  })
}

describe('radarLayout', () => {
  it.each(SIZES)('keeps every label box and the web inside a %i x %i canvas', (width, height) => {
    for (const { label, point } of drawnBoxes(width, height)) {
      expect(label[0]).toBeGreaterThanOrEqual(-0.5)
      expect(label[1]).toBeGreaterThanOrEqual(-0.5)
      expect(label[2]).toBeLessThanOrEqual(width + 0.5)
      expect(label[3]).toBeLessThanOrEqual(height + 0.5)
      expect(point[0]).toBeGreaterThan(0)
      expect(point[1]).toBeGreaterThan(0)
    }
  })

  it.each(SIZES)('uses the room: a %i x %i canvas has no more than a few pixels spare', (width, height) => {
    const boxes = drawnBoxes(width, height).flatMap(({ label }) => [label])
    const spareX = width - (Math.max(...boxes.map((box) => box[2])) - Math.min(...boxes.map((box) => box[0])))
    const spareY =
      height - (Math.max(...boxes.map((box) => box[3])) - Math.min(...boxes.map((box) => box[1])))
    expect(Math.min(spareX, spareY)).toBeLessThan(4)
  })

  it('draws the same web for the same canvas, whatever the labels say', () => {
    expect(radarLayout(433, 325, AXES)).toEqual(radarLayout(433, 325, AXES))
  })

  it('grows the web with the canvas, and keeps labels readable on a phone', () => {
    const phone = radarLayout(310, 232, AXES)
    const desktop = radarLayout(433, 325, AXES)
    expect(desktop.radius).toBeGreaterThan(phone.radius)
    expect(phone.radius).toBeGreaterThanOrEqual(60)
    expect(phone.fontSize).toBeGreaterThanOrEqual(11)
    // Room for "Cooperation", the longest word on an axis, at about 7 px a character.
    expect(phone.labelWidth).toBeGreaterThanOrEqual(7 * phone.fontSize)
  })

  it('sets a projected chart in type read from across a room, the web still the larger part', () => {
    const projected = radarLayout(630, 700, AXES)
    expect(projected.fontSize).toBeGreaterThanOrEqual(22)
    expect(projected.radius).toBeGreaterThan(radarLayout(433, 325, AXES).radius)
    // The card's and the group view's charts, 448 px at most, keep their type.
    expect(radarLayout(448, 336, AXES).fontSize).toBeLessThanOrEqual(13)
  })

  it('centres the web across and leaves more room below it, where two labels hang', () => {
    const layout = radarLayout(433, 325, AXES)
    expect(layout.cx).toBeCloseTo(433 / 2, 0)
    expect(layout.cy).toBeGreaterThan(325 / 2)
  })

  it('never draws a negative web in a canvas too small for labels', () => {
    expect(radarLayout(40, 30, AXES).radius).toBe(0)
  })
})

describe('labelAlignment', () => {
  it.each([
    [0, { horizontal: 'center', vertical: 'bottom' }],
    [1, { horizontal: 'left', vertical: 'middle' }],
    [2, { horizontal: 'left', vertical: 'top' }],
    [3, { horizontal: 'right', vertical: 'top' }],
    [4, { horizontal: 'right', vertical: 'middle' }],
  ] as const)('grows label %i of five away from the web', (index, alignment) => {
    expect(labelAlignment(axisAngle(index, AXES))).toEqual(alignment)
  })
})
