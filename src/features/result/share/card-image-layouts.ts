/**
 * The two exported images, drawn on a canvas of their exact size: a story (1080 x 1920), which leads with one
 * bold fact, and a feed post (1080 x 1350), which carries the detail. Both have the card name as the headline,
 * the persona picture and at the foot the share link's QR code with the site's address; the post adds the
 * powers, drivers, watch-out (unless hidden) and expertise. The foot is laid out from
 * the bottom up and the persona card takes the room left, so a long name or expertise never overlaps.
 */
import { shareImageCopy } from '../../../content/share'
import { site } from '../../../content/site'
import type { QrModules } from '../../../lib/qr'
import {
  DISPLAY_FONT,
  drawBar,
  drawBrandMark,
  drawChips,
  drawLines,
  drawParagraph,
  drawQr,
  drawTiltedCard,
  fitLines,
  setText,
  type Ctx,
} from './canvas-kit'
import { drawBackdrop } from './card-backdrop'
import type { CardFacts } from './card-facts'
import type { CardTheme } from '../../../domain/card/card-theme'
import {
  CARD_FORMATS,
  CARD_INK,
  PERSONA_RATIO,
  PERSONA_TILT,
  STORY_SAFE,
} from '../../../domain/card/card-layout'

export interface CardArt {
  facts: CardFacts
  theme: CardTheme
  persona: CanvasImageSource
  qr: QrModules
  /** The ten scores, whose values shape the background's rings. */
  scores: readonly number[]
}

export const MARGIN = 84
export const COLUMN_GAP = 56
const WHITE = CARD_INK.text
const CHIP = { fill: CARD_INK.chip, stroke: CARD_INK.chipEdge }
const TRACK = CARD_INK.track

let scratch: Ctx | null = null

/** How tall a block draws, found by drawing it once on a scratch canvas from the top. */
export function heightOf(draw: (ctx: Ctx, top: number) => number): number {
  scratch ??= document.createElement('canvas').getContext('2d')
  if (!scratch) throw new Error('This browser cannot draw on a canvas')
  return draw(scratch, 0)
}

function label(ctx: Ctx, text: string, theme: CardTheme, x: number, top: number, size = 24): number {
  const style = { size, weight: 700, color: theme.soft, tracking: size * 0.16 }
  return drawLines(ctx, [text.toUpperCase()], style, x, top, size * 1.3, 1000)
}

/** The brand across the top: the mark and the site's name on the left, `pill`'s word on the right. */
export function header(
  ctx: Ctx,
  theme: CardTheme,
  width: number,
  top: number,
  pill: string = shareImageCopy.brand,
) {
  drawBrandMark(ctx, MARGIN, top, 60)
  const brand = { size: 36, weight: 700, color: WHITE, family: DISPLAY_FONT }
  drawLines(ctx, [site.name], brand, MARGIN + 78, top + 10, 40, 400)
  setText(ctx, { size: 26, weight: 700, color: theme.accent, tracking: 3 })
  const pillWidth = ctx.measureText(pill).width + 52
  ctx.beginPath()
  ctx.roundRect(width - MARGIN - pillWidth, top + 6, pillWidth, 48, 24)
  ctx.lineWidth = 2
  ctx.strokeStyle = theme.accent
  ctx.stroke()
  ctx.fillText(pill, width - MARGIN - pillWidth + 26, top + 39)
}

interface HeadlineSizes {
  lead: number
  noun: readonly number[]
  lines: number
}

/** Eyebrow, the name's lead and its noun as large as fits; returns the bottom. */
function headline(ctx: Ctx, art: CardArt, x: number, top: number, width: number, sizes: HeadlineSizes) {
  const { facts, theme } = art
  const eyebrow = { size: 26, weight: 800, color: theme.accent, tracking: 5 }
  let y = drawLines(ctx, [facts.eyebrow.toUpperCase()], eyebrow, x, top, 34, width)
  const lead = { size: sizes.lead, weight: 700, color: theme.soft, family: DISPLAY_FONT }
  y = drawLines(ctx, [facts.lead], lead, x, y + 18, sizes.lead * 1.1, width)
  const noun = { weight: 800, color: WHITE, family: DISPLAY_FONT, tracking: -2 }
  const fitted = fitLines(ctx, facts.noun, noun, sizes.noun, width, sizes.lines)
  return drawLines(ctx, fitted.lines, { ...noun, size: fitted.size }, x, y, fitted.size * 0.98, width)
}

/** The powers' label and pills across `width`; returns the bottom. */
function powers(ctx: Ctx, art: CardArt, top: number, width: number, size: number): number {
  const y = label(ctx, shareImageCopy.powers, art.theme, MARGIN, top)
  return drawChips(ctx, art.facts.powers, { size, weight: 700, color: WHITE }, MARGIN, y + 16, width, CHIP)
}

function drivers(ctx: Ctx, art: CardArt, x: number, top: number, width: number, size: number): number {
  let y = label(ctx, shareImageCopy.drivers, art.theme, x, top)
  for (const driver of art.facts.drivers) {
    y += 18
    setText(ctx, { size, weight: 800, color: art.theme.accent })
    const value = String(driver.value)
    const valueWidth = ctx.measureText(value).width
    ctx.fillText(value, x + width - valueWidth, y + size * 0.8)
    setText(ctx, { size, weight: 700, color: WHITE })
    ctx.fillText(driver.label, x, y + size * 0.8, width - valueWidth - 16)
    y += size + 14
    drawBar(ctx, x, y, width, 14, driver.value / 100, { track: TRACK, fill: art.theme.accent })
    y += 14
  }
  return y
}

function fact(ctx: Ctx, art: CardArt, title: string, text: string, x: number, top: number, width: number) {
  const y = label(ctx, title, art.theme, x, top)
  return drawParagraph(ctx, text, { size: 36, weight: 700, color: WHITE }, x, y + 10, width, 44, 2)
}

/** Drivers on the left; the watch-out and the expertise on the right. Returns the lower bottom. */
function factColumns(ctx: Ctx, art: CardArt, top: number, width: number, size: number): number {
  const column = (width - COLUMN_GAP) / 2
  const right = MARGIN + column + COLUMN_GAP
  const left = drivers(ctx, art, MARGIN, top, column, size)
  // A hidden watch-out leaves no trace: the expertise takes its place.
  const watchOut = art.facts.watchOut
    ? fact(ctx, art, shareImageCopy.watchOut, art.facts.watchOut, right, top, column) + 28
    : top
  const expertise = fact(ctx, art, shareImageCopy.expertise, art.facts.expertise, right, watchOut, column)
  return Math.max(left, expertise)
}

/** What the foot shows: the link's QR code and address, and the invitation beside them. */
export interface Foot {
  qr: QrModules
  address: string
  invite: string
  scan: string
}

function cardFoot(art: CardArt): Foot {
  return { qr: art.qr, address: art.facts.address, invite: shareImageCopy.invite, scan: shareImageCopy.scan }
}

/** The QR code of the link and the invitation beside it; `size` is the QR tile's side. */
export function footer(ctx: Ctx, foot: Foot, theme: CardTheme, top: number, width: number, size: number) {
  drawQr(ctx, foot.qr, MARGIN, top, size, theme.base)
  const x = MARGIN + size + 44
  const textWidth = width - MARGIN - x
  const invite = { size: 44, weight: 800, color: WHITE, family: DISPLAY_FONT }
  let y = drawParagraph(ctx, foot.invite, invite, x, top + 2, textWidth, 50, 2)
  const scan = { size: 26, weight: 500, color: theme.soft }
  y = drawParagraph(ctx, foot.scan, scan, x, y + 12, textWidth, 34)
  drawLines(ctx, [foot.address], { size: 38, weight: 800, color: theme.accent }, x, y + 6, 46, textWidth)
}

interface Placement {
  width: number
  height: number
  headline: { top: number; width: number; sizes: HeadlineSizes }
  footer: { top: number; qr: number }
  powersTop: number
  factsTop: number
  textSize: number
  persona: { cx: number; cy: number; width: number; degrees: number }
}

function draw(ctx: Ctx, art: CardArt, place: Placement) {
  const { width, height, persona } = place
  const contentWidth = width - MARGIN * 2
  drawBackdrop(ctx, width, height, art.theme, { cx: persona.cx, cy: persona.cy, scores: art.scores })
  header(ctx, art.theme, width, MARGIN - 12)
  const personaHeight = persona.width * PERSONA_RATIO
  drawTiltedCard(ctx, art.persona, persona.cx, persona.cy, persona.width, personaHeight, persona.degrees)
  headline(ctx, art, MARGIN, place.headline.top, place.headline.width, place.headline.sizes)
  powers(ctx, art, place.powersTop, contentWidth, place.textSize)
  factColumns(ctx, art, place.factsTop, contentWidth, place.textSize)
  footer(ctx, cardFoot(art), art.theme, place.footer.top, width, place.footer.qr)
}

/** The foot's blocks from the bottom up: footer, facts, then powers. */
function stackFoot(art: CardArt, width: number, height: number, qr: number, textSize: number) {
  const contentWidth = width - MARGIN * 2
  const footerTop = height - MARGIN - qr
  const factsTop = footerTop - 72 - heightOf((ctx, top) => factColumns(ctx, art, top, contentWidth, textSize))
  const powersTop = factsTop - 52 - heightOf((ctx, top) => powers(ctx, art, top, contentWidth, textSize))
  return { footer: { top: footerTop, qr }, factsTop, powersTop }
}

/** The story's one bold fact: what drives this thinker most, as large as it fits; returns the bottom. */
function boldFact(ctx: Ctx, art: CardArt, top: number, width: number): number {
  const { facts, theme } = art
  const y = label(ctx, shareImageCopy.drivenMost, theme, MARGIN, top, 30)
  const style = { weight: 800, color: theme.accent, family: DISPLAY_FONT, tracking: -2 }
  const fitted = fitLines(ctx, facts.topDriver, style, [132, 116, 100, 88, 78], width, 2)
  return drawLines(ctx, fitted.lines, { ...style, size: fitted.size }, MARGIN, y + 14, fitted.size, width)
}

/**
 * 1080 x 1920, for stories: one bold fact, Wrapped-style (the card's name and what drives it most), the
 * persona card held up, and the QR code, all inside the safe zone. The detail is the post's and the PDF's.
 */
export function drawStory(ctx: Ctx, art: CardArt) {
  const { width, height } = CARD_FORMATS.story
  const contentWidth = width - MARGIN * 2
  const sizes = { lead: 60, noun: [128, 114, 100, 90, 80], lines: 2 }
  const qr = 200
  const footerTop = height - STORY_SAFE.bottom - qr
  const headlineTop = STORY_SAFE.top + 108
  const headlineBottom = heightOf((scratch, top) =>
    headline(scratch, art, MARGIN, top + headlineTop, contentWidth, sizes),
  )
  const factBottom = heightOf((scratch, top) =>
    boldFact(scratch, art, top + headlineBottom + 44, contentWidth),
  )
  const room = { top: factBottom + 40, bottom: footerTop - 48 }
  const personaHeight = Math.min(room.bottom - room.top, 640)
  const persona = { cx: width / 2 + 16, cy: (room.top + room.bottom) / 2 }
  drawBackdrop(ctx, width, height, art.theme, { ...persona, scores: art.scores })
  header(ctx, art.theme, width, STORY_SAFE.top)
  headline(ctx, art, MARGIN, headlineTop, contentWidth, sizes)
  boldFact(ctx, art, headlineBottom + 44, contentWidth)
  drawTiltedCard(
    ctx,
    art.persona,
    persona.cx,
    persona.cy,
    personaHeight / PERSONA_RATIO,
    personaHeight,
    -PERSONA_TILT,
  )
  footer(ctx, cardFoot(art), art.theme, footerTop, width, qr)
}

/** 1080 x 1350, for feeds: the headline beside the persona card, the facts below, the QR code at the foot. */
export function drawPost(ctx: Ctx, art: CardArt) {
  const { width, height } = CARD_FORMATS.post
  const foot = stackFoot(art, width, height, 184, 28)
  const room = { top: 168, bottom: foot.powersTop - 44 }
  const personaHeight = Math.min(room.bottom - room.top, 460)
  const personaWidth = personaHeight / PERSONA_RATIO
  draw(ctx, art, {
    width,
    height,
    headline: { top: 196, width: 560, sizes: { lead: 52, noun: [112, 100, 88, 78], lines: 3 } },
    ...foot,
    textSize: 28,
    persona: {
      cx: width - MARGIN - personaWidth / 2 - 8,
      cy: (room.top + room.bottom) / 2,
      width: personaWidth,
      degrees: PERSONA_TILT,
    },
  })
}
