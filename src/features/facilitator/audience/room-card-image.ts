/**
 * The room's card as a 1920 x 1080 picture for a slide deck, drawn on a canvas in the audience view's colours
 * and type, and packed as PNG. Loaded only when the facilitator asks for it.
 */
import { FEAR_KEYS, MOTIVATION_KEYS, scoreLabels, type ScoreKey } from '../../../content/assessment/scores'
import { audienceCopy } from '../../../content/facilitator/room-screen'
import { CARD_FONT_STACKS } from '../../../domain/card/card-layout'
import type { RoomReveal, WeightedWord } from '../../../domain/room/room-reveal'
import { encodeOpaquePng } from '../../../lib/png-encode'
import { wrapWords } from '../../../lib/wrap-words'
import { countWords } from './count-words'

const WIDTH = 1920
const HEIGHT = 1080
const DISPLAY = CARD_FONT_STACKS.display
const TEXT = CARD_FONT_STACKS.text
const COLOURS = {
  ground: '#070a14',
  panel: '#161d36',
  text: '#ffffff',
  muted: '#b9bfd6',
  drivers: '#8d83ff',
  fears: '#ffc44d',
} as const

type Ctx = CanvasRenderingContext2D

function font(ctx: Ctx, size: number, weight: number, family: string = TEXT, color: string = COLOURS.text) {
  ctx.font = `${weight} ${size}px ${family}`
  ctx.fillStyle = color
  ctx.textBaseline = 'alphabetic'
}

/** Wrapped text from `top`; returns the bottom of its last line. */
function paragraph(ctx: Ctx, text: string, x: number, top: number, width: number, size: number, lines = 3) {
  const wrapped = wrapWords(text, width, (line) => ctx.measureText(line).width, lines)
  wrapped.forEach((line, index) => ctx.fillText(line, x, top + size + index * size * 1.2, width))
  return top + wrapped.length * size * 1.2
}

/** A sentence in a panel with its accent down the left; `torn` under it in smaller type. */
function headline(
  ctx: Ctx,
  text: string,
  torn: string | null,
  x: number,
  top: number,
  width: number,
  accent: string,
) {
  const height = 230
  ctx.save()
  ctx.beginPath()
  ctx.roundRect(x, top, width, height, 24)
  ctx.clip()
  ctx.fillStyle = COLOURS.panel
  ctx.fillRect(x, top, width, height)
  ctx.fillStyle = accent
  ctx.fillRect(x, top, 12, height)
  ctx.restore()
  font(ctx, 40, 700, DISPLAY)
  const bottom = paragraph(ctx, text, x + 44, top + 22, width - 76, 40, 3)
  if (torn) {
    font(ctx, 26, 500, TEXT, COLOURS.muted)
    paragraph(ctx, torn, x + 44, bottom + 6, width - 76, 26, 1)
  }
}

function bars(
  ctx: Ctx,
  title: string,
  keys: readonly ScoreKey[],
  reveal: RoomReveal,
  x: number,
  top: number,
  accent: string,
) {
  const width = 520
  font(ctx, 34, 700, DISPLAY)
  ctx.fillText(title, x, top + 34)
  keys.forEach((key, index) => {
    const y = top + 70 + index * 74
    const value = reveal.averages[key]
    font(ctx, 28, 600, TEXT, COLOURS.muted)
    ctx.fillText(scoreLabels[key], x, y + 28)
    font(ctx, 30, 700, DISPLAY, accent)
    ctx.textAlign = 'right'
    ctx.fillText(String(value), x + width, y + 28)
    ctx.textAlign = 'left'
    ctx.fillStyle = COLOURS.panel
    ctx.beginPath()
    ctx.roundRect(x, y + 40, width, 16, 8)
    ctx.fill()
    ctx.fillStyle = accent
    ctx.beginPath()
    ctx.roundRect(x, y + 40, Math.max(16, (width * value) / 100), 16, 8)
    ctx.fill()
  })
}

/** Words flowed left to right, sized by weight, until the box is full. */
function cloud(
  ctx: Ctx,
  words: readonly WeightedWord[],
  x: number,
  top: number,
  width: number,
  bottom: number,
  accent: string,
  counted: boolean,
) {
  let cursorX = x
  let baseline = top
  let lineHeight = 0
  for (const word of words) {
    const size = Math.round(28 + (words.length > 12 ? 22 : 32) * word.weight)
    font(ctx, size, 700, DISPLAY, word.weight > 0.6 ? COLOURS.text : accent)
    const label = counted ? `${word.text} ${word.count}` : word.text
    const measured = ctx.measureText(label).width
    if (cursorX > x && cursorX + measured > x + width) {
      cursorX = x
      baseline += lineHeight
      lineHeight = 0
    }
    if (lineHeight === 0) lineHeight = size * 1.25
    if (baseline + size > bottom) break
    ctx.fillText(word.text, cursorX, baseline + size, width)
    if (counted) {
      const own = ctx.measureText(`${word.text} `).width
      font(ctx, 24, 600, TEXT, COLOURS.muted)
      ctx.fillText(String(word.count), cursorX + own, baseline + size * 0.55)
    }
    cursorX += measured + 32
    lineHeight = Math.max(lineHeight, size * 1.25)
  }
}

/** Draws the room's card: its name, the two sentences, the bars with values, agree and differ, the clouds. */
export async function renderRoomCardImage(name: string, reveal: RoomReveal, footer: string): Promise<Blob> {
  await Promise.all([document.fonts.load(`700 40px ${DISPLAY}`), document.fonts.load(`600 28px ${TEXT}`)])
  const canvas = document.createElement('canvas')
  canvas.width = WIDTH
  canvas.height = HEIGHT
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('No 2D canvas')
  ctx.fillStyle = COLOURS.ground
  ctx.fillRect(0, 0, WIDTH, HEIGHT)

  font(ctx, 72, 700, DISPLAY)
  ctx.fillText(name, 80, 120, 1400)
  font(ctx, 32, 600, TEXT, COLOURS.muted)
  ctx.textAlign = 'right'
  ctx.fillText(countWords(audienceCopy.cards, reveal.total), 1840, 120)
  ctx.textAlign = 'left'

  headline(ctx, reveal.motivation, reveal.motivationTorn, 80, 170, 570, COLOURS.drivers)
  headline(ctx, reveal.fear, reveal.fearTorn, 680, 170, 570, COLOURS.fears)
  bars(ctx, audienceCopy.drivers, MOTIVATION_KEYS, reveal, 80, 440, COLOURS.drivers)
  bars(ctx, audienceCopy.fears, FEAR_KEYS, reveal, 730, 440, COLOURS.fears)
  font(ctx, 30, 500, TEXT, COLOURS.muted)
  paragraph(ctx, reveal.agree, 80, 880, 1170, 30, 1)
  paragraph(ctx, reveal.differ, 80, 925, 1170, 30, 1)

  font(ctx, 34, 700, DISPLAY)
  ctx.fillText(audienceCopy.powers, 1320, 214)
  cloud(ctx, reveal.powers, 1320, 240, 540, 680, COLOURS.drivers, true)
  if (reveal.expertise.length > 0) {
    font(ctx, 34, 700, DISPLAY)
    ctx.fillText(audienceCopy.expertise, 1320, 730)
    cloud(ctx, reveal.expertise, 1320, 750, 540, 1000, COLOURS.fears, false)
  }
  font(ctx, 24, 500, TEXT, COLOURS.muted)
  ctx.fillText(footer, 80, 1030)
  return encodeOpaquePng(ctx.getImageData(0, 0, WIDTH, HEIGHT))
}
