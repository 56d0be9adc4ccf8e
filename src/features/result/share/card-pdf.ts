/**
 * The card as one printable page (A4 or US Letter, by the visitor's locale), made with jspdf on demand.
 * Only the coloured band behind the headline (the exported image's backdrop and persona picture) is a
 * picture; every word is real text, so it can be selected, searched and read aloud.
 */
import { resultsCopy } from '../../../content/assessment'
import { superPowers } from '../../../content/assessment/powers'
import { FEAR_KEYS, MOTIVATION_KEYS, type ScoreKey } from '../../../content/assessment/scores'
import { sharePdfCopy } from '../../../content/share'
import { site } from '../../../content/site'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { scoreHeadline } from '../../../domain/card/card-text'
import type { jsPDF } from 'jspdf'
import { drawBrandMark, drawTiltedCard, setText, TEXT_FONT } from './canvas-kit'
import { drawBackdrop } from './card-backdrop'
import type { ExportChoices } from './card-facts'
import { cardArt } from './card-image'
import type { CardArt } from './card-image-layouts'
import { paperFor } from './paper-size'
import { INK, MUTED, pdfBar, pdfLabel, pdfParagraph, pdfQr, setPdfText } from './pdf-kit'
import { isWinAnsi } from '../../../lib/win-ansi'

const MARGIN = 48
const BAND_HEIGHT = 250
/** Pixels per point of the band's picture: sharp in print, small in bytes as a JPEG. */
const BAND_SCALE = 2
const JPEG_QUALITY = 0.82
const GAP = 30
const TRACK = '#e6e8f2'
/** The results screen's Kryptonite colour. */
const FEAR_COLOR = '#a93a0d'
const QR_SIZE = 78
const FOOT_MARGIN = 40

/** The band's picture: the image's backdrop, the brand mark and the persona card, as a JPEG data URL. */
function bandPicture(art: CardArt, width: number): string {
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(width * BAND_SCALE)
  canvas.height = BAND_HEIGHT * BAND_SCALE
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('This browser cannot draw on a canvas')
  ctx.scale(BAND_SCALE, BAND_SCALE)
  const persona = { cx: width - MARGIN - 66, cy: BAND_HEIGHT / 2 + 6, width: 132 }
  drawBackdrop(ctx, width, BAND_HEIGHT, art.theme, { cx: persona.cx, cy: persona.cy, scores: art.scores })
  drawBrandMark(ctx, MARGIN, 34, 24)
  drawTiltedCard(ctx, art.persona, persona.cx, persona.cy, persona.width, persona.width * 1.4, 5)
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY)
}

/**
 * Text Helvetica cannot set (a name in Greek or Chinese, say) is drawn as a picture at the same place and
 * size, so it still reads; the rest of the page stays text.
 */
function textOrPicture(pdf: jsPDF, text: string, x: number, top: number, width: number, size: number) {
  if (isWinAnsi(text)) return pdfParagraph(pdf, text, { size, bold: true }, x, top, width)
  const canvas = document.createElement('canvas')
  const scale = 4
  canvas.width = Math.round(width * scale)
  canvas.height = Math.round(size * 1.4 * scale)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('This browser cannot draw on a canvas')
  ctx.scale(scale, scale)
  setText(ctx, { size, weight: 700, color: INK, family: TEXT_FONT })
  ctx.fillText(text, 0, size * 1.05, width)
  pdf.addImage(canvas.toDataURL('image/png'), 'PNG', x, top, width, size * 1.4)
  return top + size * 1.4
}

function headline(pdf: jsPDF, art: CardArt, textWidth: number) {
  const { facts, theme } = art
  setPdfText(pdf, { size: 13, bold: true, color: '#ffffff' })
  pdf.text(site.name, MARGIN + 32, 51)
  let y = pdfLabel(pdf, facts.eyebrow, MARGIN, 86, theme.accent)
  y = pdfParagraph(pdf, facts.lead, { size: 20, bold: true, color: theme.soft }, MARGIN, y + 6, textWidth)
  y = pdfParagraph(pdf, facts.noun, { size: 36, bold: true, color: '#ffffff' }, MARGIN, y, textWidth, 38)
  pdfParagraph(pdf, facts.date, { size: 9, color: theme.soft }, MARGIN, y + 8, textWidth)
}

/** One family's five scores, strongest first, each `step` points below the last. */
function scoreBars(
  pdf: jsPDF,
  result: AssessmentResult,
  keys: readonly ScoreKey[],
  place: { x: number; top: number; width: number; step: number },
  fill: string,
) {
  const ranked = [...keys].sort((a, b) => result.scores[b] - result.scores[a])
  ranked.forEach((key, index) => {
    const y = place.top + index * place.step
    setPdfText(pdf, { size: 9 })
    pdf.text(scoreHeadline(key), place.x, y + 8)
    pdf.text(String(result.scores[key]), place.x + place.width, y + 8, { align: 'right' })
    pdfBar(pdf, place.x, y + 12, place.width, result.scores[key] / 100, { track: TRACK, fill })
  })
}

/** The card's facts in two columns, then all ten scores in the room left above `bottom`. */
function body(
  pdf: jsPDF,
  art: CardArt,
  result: AssessmentResult,
  width: number,
  top: number,
  bottom: number,
) {
  const { facts, theme } = art
  const left = { x: MARGIN, width: (width - MARGIN * 2 - GAP) * 0.54 }
  const right = { x: MARGIN + left.width + GAP, width: width - MARGIN * 2 - GAP - left.width }

  let y = pdfLabel(pdf, resultsCopy.deepExpertise, left.x, top)
  y = textOrPicture(pdf, facts.expertise, left.x, y + 4, left.width, 14)
  y = pdfLabel(pdf, resultsCopy.superPowers, left.x, y + 16)
  for (const power of result.powers) {
    y = pdfParagraph(pdf, power.name, { size: 11.5, bold: true }, left.x, y + 6, left.width)
    const description = superPowers.find((known) => known.id === power.id)?.description ?? ''
    y = pdfParagraph(pdf, description, { size: 9.5, color: MUTED }, left.x, y, left.width)
  }
  const leftBottom = y

  y = pdfLabel(pdf, resultsCopy.motivationDrivers, right.x, top)
  for (const driver of facts.drivers) {
    setPdfText(pdf, { size: 11, bold: true })
    pdf.text(driver.label, right.x, y + 16)
    pdf.text(String(driver.value), right.x + right.width, y + 16, { align: 'right' })
    pdfBar(pdf, right.x, y + 22, right.width, driver.value / 100, { track: TRACK, fill: theme.onPaper })
    y += 32
  }
  const rightBottom = facts.watchOut ? watchOutAndTip(pdf, art, right, y) : y

  const scoresTop = Math.max(leftBottom, rightBottom) + 26
  pdf.setDrawColor(TRACK)
  pdf.line(MARGIN, scoresTop - 12, width - MARGIN, scoresTop - 12)
  // With the watch-out hidden, the fear scores that would give it away stay off the page too.
  const hidden = !facts.watchOut
  y = pdfLabel(
    pdf,
    hidden ? sharePdfCopy.motivationScoresHeading : sharePdfCopy.scoresHeading,
    MARGIN,
    scoresTop,
  )
  const column = (width - MARGIN * 2 - GAP) / 2
  pdfParagraph(pdf, resultsCopy.motivationChart, { size: 10, bold: true }, MARGIN, y + 4, column)
  if (!hidden)
    pdfParagraph(pdf, resultsCopy.fearChart, { size: 10, bold: true }, MARGIN + column + GAP, y + 4, column)
  // Rows as far apart as the page allows: US Letter is shorter than A4, and a long tip takes room.
  const step = Math.min(Math.max((bottom - y - 22) / MOTIVATION_KEYS.length, 17), 25)
  scoreBars(pdf, result, MOTIVATION_KEYS, { x: MARGIN, top: y + 22, width: column, step }, theme.onPaper)
  const fears = { x: MARGIN + column + GAP, top: y + 22, width: column, step }
  if (!hidden) scoreBars(pdf, result, FEAR_KEYS, fears, FEAR_COLOR)
}

/** The watch-out and the tip, in the right column from `top`; returns the bottom. */
function watchOutAndTip(pdf: jsPDF, art: CardArt, right: { x: number; width: number }, top: number) {
  const { facts, theme } = art
  let y = pdfLabel(pdf, resultsCopy.watchOuts, right.x, top + 12)
  y = pdfParagraph(pdf, facts.watchOut, { size: 13, bold: true }, right.x, y + 4, right.width)
  const tipTop = y + 16
  setPdfText(pdf, { size: 9.5 })
  const tipLines = pdf.splitTextToSize(facts.tip, right.width - 24) as string[]
  const tipHeight = 34 + tipLines.length * 12.5
  pdf.setFillColor('#f3f4fa')
  pdf.roundedRect(right.x, tipTop, right.width, tipHeight, 10, 10, 'F')
  pdfLabel(pdf, resultsCopy.tipLabel, right.x + 12, tipTop + 10, theme.onPaper)
  pdfParagraph(pdf, facts.tip, { size: 9.5 }, right.x + 12, tipTop + 24, right.width - 24, 12.5)
  return tipTop + tipHeight
}

/** The link's QR code, a link to click, and who made the card and when. */
function footer(pdf: jsPDF, art: CardArt, width: number, top: number) {
  pdfQr(pdf, art.qr, MARGIN, top, QR_SIZE)
  const x = MARGIN + QR_SIZE + 18
  const textWidth = width - MARGIN - x
  setPdfText(pdf, { size: 12, bold: true, color: '#3a2fc2' })
  pdf.textWithLink(sharePdfCopy.openOnline, x, top + 20, { url: art.facts.link })
  let y = pdfParagraph(pdf, sharePdfCopy.scanHint, { size: 9, color: MUTED }, x, top + 28, textWidth)
  y = pdfParagraph(pdf, art.facts.address, { size: 9, bold: true }, x, y + 2, textWidth)
  pdfParagraph(
    pdf,
    `${resultsCopy.generatedBy} ${site.name} · ${art.facts.date}`,
    { size: 8, color: MUTED },
    x,
    y + 2,
    textWidth,
  )
}

/** A one-page PDF of the card, on the paper the visitor's locale uses. */
export async function renderCardPdf(
  result: AssessmentResult,
  link: string,
  locale: string,
  choices: ExportChoices,
): Promise<Blob> {
  const [{ jsPDF }, art] = await Promise.all([import('jspdf'), cardArt(result, link, choices)])
  const pdf = new jsPDF({ unit: 'pt', format: paperFor(locale), compress: true })
  const width = pdf.internal.pageSize.getWidth()
  const height = pdf.internal.pageSize.getHeight()
  pdf.setLanguage(site.locale as Parameters<jsPDF['setLanguage']>[0])
  pdf.setProperties({
    title: art.facts.name,
    subject: sharePdfCopy.subject,
    author: site.name,
    creator: site.name,
  })
  pdf.addImage(bandPicture(art, width), 'JPEG', 0, 0, width, BAND_HEIGHT)
  headline(pdf, art, width - MARGIN * 2 - 190)
  const footerTop = height - FOOT_MARGIN - QR_SIZE
  body(pdf, art, result, width, BAND_HEIGHT + 30, footerTop - 24)
  footer(pdf, art, width, footerTop)
  return pdf.output('blob')
}
