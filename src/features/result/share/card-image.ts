/**
 * The exported image of a card, drawn on a canvas at its format's exact size (domain/card/card-layout.ts) and
 * encoded as PNG. Loaded only when the visitor asks for an image or a PDF. Every piece it draws with (the
 * two web fonts, the persona picture) is served by the site and precached, so it works offline.
 */
import { shareImageCopy } from '../../../content/share'
import { FEAR_KEYS, MOTIVATION_KEYS } from '../../../content/assessment/scores'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { encodeOpaquePng } from '../../../lib/png-encode'
import { qrModules } from '../../../lib/qr'
import { DISPLAY_FONT, TEXT_FONT } from './canvas-kit'
import { cardFacts, type CardFacts, type ExportChoices } from './card-facts'
import { drawPost, drawStory, type CardArt } from './card-image-layouts'
import { CARD_FORMATS, type ImageFormat } from '../../../domain/card/card-layout'
import { cardTheme } from '../../../domain/card/card-theme'
import { labelPersonaSvg } from '../../../domain/card/persona-label'

const DRAW: Record<ImageFormat, (ctx: CanvasRenderingContext2D, art: CardArt) => void> = {
  story: drawStory,
  post: drawPost,
}

/** Every character the image shows, so the fonts' subsets that hold them are loaded before drawing. */
function allText(facts: CardFacts): string {
  return [
    ...Object.values(shareImageCopy),
    facts.eyebrow,
    facts.name,
    facts.topDriver,
    facts.expertise,
    facts.watchOut,
    facts.address,
  ]
    .concat(
      facts.powers,
      facts.drivers.map((driver) => driver.label),
    )
    .join(' ')
}

/** The persona picture, labelled with the card's name; it is served by the site and precached. */
export async function personaPicture(facts: CardFacts): Promise<HTMLImageElement> {
  const response = await fetch(facts.persona.image)
  if (!response.ok) throw new Error(`The persona picture answered ${response.status}`)
  const svg = labelPersonaSvg(await response.text(), facts.persona.name, facts.noun)
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    return image
  } finally {
    URL.revokeObjectURL(url)
  }
}

/** What the layouts draw with: the card's facts and theme, its persona picture and its link's QR code. */
export async function cardArt(
  result: AssessmentResult,
  link: string,
  choices: ExportChoices,
): Promise<CardArt> {
  const facts = cardFacts(result, link, choices)
  const text = allText(facts)
  const [persona] = await Promise.all([
    personaPicture(facts),
    document.fonts.load(`800 100px ${DISPLAY_FONT}`, text),
    document.fonts.load(`700 40px ${TEXT_FONT}`, text),
  ])
  return {
    facts,
    theme: cardTheme,
    persona,
    qr: qrModules(link),
    scores: [...MOTIVATION_KEYS, ...FEAR_KEYS].map((key) => result.scores[key]),
  }
}

/** A canvas of this exact size, to draw on. */
export function newCanvas(width: number, height: number): CanvasRenderingContext2D {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser cannot draw on a canvas')
  return context
}

function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no PNG'))),
      'image/png',
    ),
  )
}

/** What is drawn, as a PNG of the canvas's size. */
export function pngOf(context: CanvasRenderingContext2D): Promise<Blob> {
  const { width, height } = context.canvas
  // Browsers without CompressionStream (Safari before 16.4) get the canvas's own, larger, PNG.
  if (typeof CompressionStream === 'undefined') return canvasPng(context.canvas)
  return encodeOpaquePng(context.getImageData(0, 0, width, height))
}

/** The card as a PNG of the format's exact size. */
export async function renderCardImage(
  result: AssessmentResult,
  link: string,
  format: ImageFormat,
  choices: ExportChoices,
): Promise<Blob> {
  const art = await cardArt(result, link, choices)
  const context = newCanvas(CARD_FORMATS[format].width, CARD_FORMATS[format].height)
  DRAW[format](context, art)
  return pngOf(context)
}
