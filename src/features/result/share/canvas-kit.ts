/**
 * Small drawing pieces for the exported card, on a 2D canvas in image pixels. Each piece that lays out text
 * returns where it ends, so a layout stacks them without guessing heights.
 */
import type { QrModules } from '../../../lib/qr'
import { wrapWords } from '../../../lib/wrap-words'
import { CARD_FONT_STACKS } from '../../../domain/card/card-layout'

export type Ctx = CanvasRenderingContext2D

export const DISPLAY_FONT = CARD_FONT_STACKS.display
export const TEXT_FONT = CARD_FONT_STACKS.text

export interface TextStyle {
  size: number
  weight: number
  color: string
  family?: string
  /** Extra space between letters, in pixels (the small capitals of labels). */
  tracking?: number
}

export function setText(ctx: Ctx, style: TextStyle) {
  ctx.font = `${style.weight} ${style.size}px ${style.family ?? TEXT_FONT}`
  ctx.fillStyle = style.color
  ctx.letterSpacing = `${style.tracking ?? 0}px`
  ctx.textBaseline = 'alphabetic'
  ctx.textAlign = 'left'
}

/**
 * Lines of `text` within `maxWidth`, at the largest of `sizes` that needs at most `maxLines`; at the smallest,
 * a line still too long is squeezed to the width when drawn.
 */
export function fitLines(
  ctx: Ctx,
  text: string,
  style: Omit<TextStyle, 'size'>,
  sizes: readonly number[],
  maxWidth: number,
  maxLines: number,
): { size: number; lines: string[] } {
  let fitted = { size: sizes[sizes.length - 1] ?? 16, lines: [text] }
  for (const size of sizes) {
    setText(ctx, { ...style, size })
    const measure = (line: string) => ctx.measureText(line).width
    const lines = wrapWords(text, maxWidth, measure, maxLines)
    fitted = { size, lines }
    if (lines.every((line) => measure(line) <= maxWidth)) break
  }
  return fitted
}

/** Draws lines from `top` down (each line `lineHeight` apart) and returns the bottom of the last. */
export function drawLines(
  ctx: Ctx,
  lines: readonly string[],
  style: TextStyle,
  x: number,
  top: number,
  lineHeight: number,
  maxWidth: number,
): number {
  setText(ctx, style)
  lines.forEach((line, index) => {
    // The baseline sits about 0.8 of the font size below the top of a line box of the font's size.
    const baseline = top + index * lineHeight + (lineHeight - style.size) / 2 + style.size * 0.8
    ctx.fillText(line, x, baseline, maxWidth)
  })
  return top + lines.length * lineHeight
}

/** Text wrapped to `maxWidth` at one size, from `top`; returns its bottom. */
export function drawParagraph(
  ctx: Ctx,
  text: string,
  style: TextStyle,
  x: number,
  top: number,
  maxWidth: number,
  lineHeight: number,
  maxLines = Infinity,
): number {
  setText(ctx, style)
  const lines = wrapWords(text, maxWidth, (line) => ctx.measureText(line).width, maxLines)
  return drawLines(ctx, lines, style, x, top, lineHeight, maxWidth)
}

/** Pills that flow left to right and wrap; returns the bottom of the last row. */
export function drawChips(
  ctx: Ctx,
  items: readonly string[],
  style: TextStyle,
  x: number,
  top: number,
  maxWidth: number,
  colors: { fill: string; stroke: string },
): number {
  const height = Math.round(style.size * 2.1)
  const padding = Math.round(style.size * 0.9)
  const gap = Math.round(style.size * 0.5)
  let [left, rowTop] = [x, top]
  for (const item of items) {
    setText(ctx, style)
    const width = Math.min(ctx.measureText(item).width + padding * 2, maxWidth)
    if (left > x && left + width > x + maxWidth) {
      left = x
      rowTop += height + gap
    }
    ctx.beginPath()
    ctx.roundRect(left, rowTop, width, height, height / 2)
    ctx.fillStyle = colors.fill
    ctx.fill()
    ctx.lineWidth = 2
    ctx.strokeStyle = colors.stroke
    ctx.stroke()
    setText(ctx, style)
    ctx.fillText(item, left + padding, rowTop + height / 2 + style.size * 0.36, width - padding * 2)
    left += width + gap
  }
  return rowTop + height
}

/** A rounded bar `fraction` full; the track shows the rest. */
export function drawBar(
  ctx: Ctx,
  x: number,
  y: number,
  width: number,
  height: number,
  fraction: number,
  colors: { track: string; fill: string },
) {
  ctx.beginPath()
  ctx.roundRect(x, y, width, height, height / 2)
  ctx.fillStyle = colors.track
  ctx.fill()
  const filled = Math.max(height, width * Math.min(Math.max(fraction, 0), 1))
  ctx.beginPath()
  ctx.roundRect(x, y, filled, height, height / 2)
  ctx.fillStyle = colors.fill
  ctx.fill()
}

/**
 * A QR code on a white tile of side `size`, its modules a whole number of pixels each so no edge blurs;
 * the code's own quiet zone is part of the tile.
 */
export function drawQr(ctx: Ctx, qr: QrModules, x: number, y: number, size: number, color: string) {
  const module = Math.floor(size / qr.size)
  const inset = Math.floor((size - module * qr.size) / 2)
  ctx.beginPath()
  ctx.roundRect(x, y, size, size, Math.round(size * 0.06))
  ctx.fillStyle = '#ffffff'
  ctx.fill()
  ctx.fillStyle = color
  qr.data.forEach((row, rowIndex) =>
    row.forEach((dark, column) => {
      if (dark) ctx.fillRect(x + inset + column * module, y + inset + rowIndex * module, module, module)
    }),
  )
}

/** The brand mark (the app icon's two overlapping circles) in a square of side `size`. */
export function drawBrandMark(ctx: Ctx, x: number, y: number, size: number) {
  const unit = size / 64
  const circle = (cx: number, color: string) => {
    ctx.beginPath()
    ctx.arc(x + cx * unit, y + 32 * unit, 14 * unit, 0, Math.PI * 2)
    ctx.fillStyle = color
    ctx.fill()
  }
  ctx.beginPath()
  ctx.roundRect(x, y, size, size, 16 * unit)
  ctx.fillStyle = '#0d1224'
  ctx.fill()
  circle(25, '#6355f5')
  circle(39, '#ffb020')
  ctx.save()
  ctx.beginPath()
  ctx.arc(x + 25 * unit, y + 32 * unit, 14 * unit, 0, Math.PI * 2)
  ctx.clip()
  circle(39, '#ffffff')
  ctx.restore()
}

/** An image drawn as a card held up: centred on (cx, cy), turned by `degrees`, with a soft shadow. */
export function drawTiltedCard(
  ctx: Ctx,
  image: CanvasImageSource,
  cx: number,
  cy: number,
  width: number,
  height: number,
  degrees: number,
) {
  ctx.save()
  ctx.translate(cx, cy)
  ctx.rotate((degrees * Math.PI) / 180)
  ctx.shadowColor = 'rgba(0, 0, 0, 0.45)'
  ctx.shadowBlur = 60
  ctx.shadowOffsetY = 28
  ctx.drawImage(image, -width / 2, -height / 2, width, height)
  ctx.restore()
}
