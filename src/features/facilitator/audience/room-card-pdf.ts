/**
 * The room's card as one A4 landscape page of real text, for the team's follow-up e-mail: the sentences, the
 * averages as bars with their values, where the room agrees and differs, its powers and its expertise.
 * jspdf's standard Helvetica, nothing embedded; only text it cannot set is drawn as a picture. Loaded only
 * when the facilitator asks for it.
 */
import { FEAR_KEYS, MOTIVATION_KEYS, scoreLabels, type ScoreKey } from '../../../content/assessment/scores'
import { audienceCopy } from '../../../content/facilitator/room-screen'
import { CARD_FONT_STACKS } from '../../../domain/card/card-layout'
import type { RoomReveal } from '../../../domain/room/room-reveal'
import { isWinAnsi } from '../../../lib/win-ansi'
import { wrapWords } from '../../../lib/wrap-words'
import type { jsPDF as Pdf } from 'jspdf'
import { countWords } from './count-words'

const INK = '#0d1224'
const MUTED = '#5a6385'
const DRIVERS = '#4a3ee0'
const FEARS = '#c2410c'
const TRACK = '#eef0f7'

/** A picture's pixels per point: sharp when the page is printed or zoomed. */
const PICTURE_SCALE = 4
const LINE_HEIGHT = 1.25

/** Where and how text() sets a run: its first baseline, size, weight, colour and wrapping width. */
interface TextPlace {
  x: number
  y: number
  size: number
  bold: boolean
  color: string
  width: number | undefined
}

/**
 * Text Helvetica cannot set (a room named in Greek or Japanese, expertise in Arabic) drawn as a picture at the
 * same place, size and wrapping, so it still reads. Returns the baseline after its last line, as text() does.
 */
function textAsPicture(pdf: Pdf, value: string, place: TextPlace): number {
  const { x, y, size, bold, color, width } = place
  const canvas = document.createElement('canvas')
  const ctx = canvas.getContext('2d')
  if (!ctx) return y
  const font = `${bold ? 700 : 400} ${size * PICTURE_SCALE}px ${CARD_FONT_STACKS.text}`
  ctx.font = font
  const measure = (line: string) => ctx.measureText(line).width / PICTURE_SCALE
  const boxWidth = width ?? measure(value) + 2
  const lines = width ? wrapWords(value, width, measure) : [value]
  canvas.width = Math.ceil(boxWidth * PICTURE_SCALE)
  canvas.height = Math.ceil((lines.length * LINE_HEIGHT * size + size * 0.3) * PICTURE_SCALE)
  // Resizing a canvas resets its drawing state.
  ctx.font = font
  ctx.fillStyle = color
  lines.forEach((line, index) =>
    ctx.fillText(line, 0, (size + index * size * LINE_HEIGHT) * PICTURE_SCALE, canvas.width),
  )
  const height = canvas.height / PICTURE_SCALE
  pdf.addImage(canvas.toDataURL('image/png'), 'PNG', x, y - size, boxWidth, height)
  return y + lines.length * size * LINE_HEIGHT
}

function text(
  pdf: Pdf,
  value: string,
  x: number,
  y: number,
  size: number,
  bold: boolean,
  color = INK,
  width?: number,
) {
  if (!isWinAnsi(value)) return textAsPicture(pdf, value, { x, y, size, bold, color, width })
  pdf.setFont('helvetica', bold ? 'bold' : 'normal')
  pdf.setFontSize(size)
  pdf.setTextColor(color)
  const lines = width ? (pdf.splitTextToSize(value, width) as string[]) : [value]
  lines.forEach((line, index) => pdf.text(line, x, y + index * size * LINE_HEIGHT))
  return y + lines.length * size * LINE_HEIGHT
}

function bars(
  pdf: Pdf,
  title: string,
  keys: readonly ScoreKey[],
  reveal: RoomReveal,
  x: number,
  y: number,
  colour: string,
) {
  const width = 230
  text(pdf, title, x, y, 13, true)
  keys.forEach((key, index) => {
    const top = y + 16 + index * 30
    const value = reveal.averages[key]
    text(pdf, scoreLabels[key], x, top + 10, 10, false, MUTED)
    pdf.setFont('helvetica', 'bold')
    pdf.setTextColor(colour)
    pdf.text(String(value), x + width, top + 10, { align: 'right' })
    pdf.setFillColor(TRACK)
    pdf.roundedRect(x, top + 15, width, 6, 3, 3, 'F')
    pdf.setFillColor(colour)
    pdf.roundedRect(x, top + 15, Math.max(6, (width * value) / 100), 6, 3, 3, 'F')
  })
}

/** Lays out the room's card on one page and returns it as a PDF file. */
export async function renderRoomCardPdf(name: string, reveal: RoomReveal, footer: string): Promise<Blob> {
  const { jsPDF } = await import('jspdf')
  const pdf = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' })
  pdf.setProperties({ title: name })
  const left = 48
  text(pdf, name, left, 64, 26, true, INK, 560)
  // Set against the right margin, whatever its length.
  pdf.setFont('helvetica', 'bold')
  pdf.setFontSize(13)
  pdf.setTextColor(MUTED)
  pdf.text(countWords(audienceCopy.cards, reveal.total), pdf.internal.pageSize.getWidth() - left, 64, {
    align: 'right',
  })

  let y = text(pdf, reveal.motivation, left, 112, 15, true, DRIVERS, 360)
  if (reveal.motivationTorn) y = text(pdf, reveal.motivationTorn, left, y + 2, 10, false, MUTED)
  let fearY = text(pdf, reveal.fear, 430, 112, 15, true, FEARS, 360)
  if (reveal.fearTorn) fearY = text(pdf, reveal.fearTorn, 430, fearY + 2, 10, false, MUTED)
  const barsTop = Math.max(y, fearY) + 24
  bars(pdf, audienceCopy.drivers, MOTIVATION_KEYS, reveal, left, barsTop, DRIVERS)
  bars(pdf, audienceCopy.fears, FEAR_KEYS, reveal, 310, barsTop, FEARS)
  const sentences = barsTop + 190
  text(pdf, reveal.agree, left, sentences, 11, false, INK, 500)
  text(pdf, reveal.differ, left, sentences + 18, 11, false, INK, 500)

  const side = 590
  let sideY = text(pdf, audienceCopy.powers, side, barsTop, 13, true)
  for (const power of reveal.powers.slice(0, 14)) {
    sideY = text(
      pdf,
      `${power.text}  ${power.count}`,
      side,
      sideY + 4,
      9 + 5 * power.weight,
      power.weight > 0.6,
      INK,
    )
  }
  if (reveal.expertise.length > 0) {
    const words = reveal.expertise.map((word) => word.text).join(' · ')
    const top = Math.max(sideY, sentences + 36) + 18
    text(pdf, audienceCopy.expertise, left, top, 13, true)
    text(pdf, words, left, top + 18, 11, false, INK, 745)
  }
  text(pdf, footer, left, 560, 9, false, MUTED)
  return pdf.output('blob')
}
