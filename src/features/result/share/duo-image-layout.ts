/**
 * The duo's post image, 1080 x 1350: the two names as the headline, both persona cards held up side by side,
 * each over its owner and card name, the sentence on how the two styles work together, and at the foot the
 * duo link's QR code. Laid out from the bottom up, so a long sentence or card name takes room from the
 * pictures, never overlaps.
 */
import {
  DISPLAY_FONT,
  drawLines,
  drawParagraph,
  drawTiltedCard,
  fitLines,
  setText,
  type Ctx,
} from './canvas-kit'
import { drawBackdrop } from './card-backdrop'
import { COLUMN_GAP, footer, header, heightOf, MARGIN, type Foot } from './card-image-layouts'
import type { CardTheme } from '../../../domain/card/card-theme'
import { CARD_FORMATS, CARD_INK, PERSONA_RATIO, PERSONA_TILT } from '../../../domain/card/card-layout'

/** One of the two: whose card it is (empty without a name), the card's name and its persona picture. */
export interface DuoSide {
  owner: string
  cardName: string
  persona: CanvasImageSource
}

export interface DuoArt {
  heading: string
  sentence: string
  sides: readonly [DuoSide, DuoSide]
  theme: CardTheme
  pill: string
  foot: Foot
  /** Both cards' scores, one after the other, whose values shape the background's rings. */
  scores: readonly number[]
}

const WHITE = CARD_INK.text
const QR = 184
const HEADLINE_TOP = 184
const MAX_PERSONA_HEIGHT = 460

/** An owner's name over their card's name, in one column; returns the bottom. */
function caption(ctx: Ctx, side: DuoSide, theme: CardTheme, x: number, top: number, width: number) {
  let y = top
  if (side.owner) {
    const owner = { size: 28, weight: 800, color: theme.accent, tracking: 4 }
    y = drawLines(ctx, [side.owner.toUpperCase()], owner, x, y, 36, width) + 8
  }
  const name = { size: 36, weight: 800, color: WHITE, family: DISPLAY_FONT }
  return drawParagraph(ctx, side.cardName, name, x, y, width, 42, 3)
}

function captions(ctx: Ctx, art: DuoArt, top: number, column: number): number {
  const [left, right] = art.sides
  const leftBottom = caption(ctx, left, art.theme, MARGIN, top, column)
  const rightBottom = caption(ctx, right, art.theme, MARGIN + column + COLUMN_GAP, top, column)
  return Math.max(leftBottom, rightBottom)
}

function sentence(ctx: Ctx, art: DuoArt, top: number, width: number): number {
  return drawParagraph(ctx, art.sentence, { size: 34, weight: 600, color: WHITE }, MARGIN, top, width, 46, 4)
}

/** The two names on one line as large as fits, else on two, leaving the pictures their room. */
function headline(ctx: Ctx, art: DuoArt, top: number, width: number): number {
  const style = { weight: 800, color: WHITE, family: DISPLAY_FONT, tracking: -2 }
  let fitted = fitLines(ctx, art.heading, style, [112, 100, 88], width, 1)
  setText(ctx, { ...style, size: fitted.size })
  if (ctx.measureText(art.heading).width > width)
    fitted = fitLines(ctx, art.heading, style, [84, 72], width, 2)
  return drawLines(ctx, fitted.lines, { ...style, size: fitted.size }, MARGIN, top, fitted.size, width)
}

export function drawDuoPost(ctx: Ctx, art: DuoArt) {
  const { width, height } = CARD_FORMATS.post
  const contentWidth = width - MARGIN * 2
  const column = (contentWidth - COLUMN_GAP) / 2
  const footerTop = height - MARGIN - QR
  const sentenceTop = footerTop - 64 - heightOf((scratch, top) => sentence(scratch, art, top, contentWidth))
  const captionsTop = sentenceTop - 48 - heightOf((scratch, top) => captions(scratch, art, top, column))
  const headlineBottom = heightOf((scratch, top) => headline(scratch, art, top + HEADLINE_TOP, contentWidth))
  const room = { top: headlineBottom + 44, bottom: captionsTop - 36 }
  const personaHeight = Math.min(room.bottom - room.top, MAX_PERSONA_HEIGHT)
  const personaWidth = personaHeight / PERSONA_RATIO
  const cy = (room.top + room.bottom) / 2

  drawBackdrop(ctx, width, height, art.theme, { cx: width / 2, cy, scores: art.scores })
  header(ctx, art.theme, width, MARGIN - 12, art.pill)
  headline(ctx, art, HEADLINE_TOP, contentWidth)
  const [left, right] = art.sides
  drawTiltedCard(ctx, left.persona, MARGIN + column / 2, cy, personaWidth, personaHeight, -PERSONA_TILT)
  drawTiltedCard(
    ctx,
    right.persona,
    width - MARGIN - column / 2,
    cy,
    personaWidth,
    personaHeight,
    PERSONA_TILT,
  )
  captions(ctx, art, captionsTop, column)
  sentence(ctx, art, sentenceTop, contentWidth)
  footer(ctx, art.foot, art.theme, footerTop, width, QR)
}
