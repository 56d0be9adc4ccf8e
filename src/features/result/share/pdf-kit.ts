/**
 * Small pieces for the card's PDF page, in points, on jspdf's standard Helvetica (nothing embedded, so the
 * file stays small and every word stays real, selectable text).
 */
import type { jsPDF } from 'jspdf'
import type { QrModules } from '../../../lib/qr'

export const INK = '#0d1224'
export const MUTED = '#5a6385'

export interface PdfText {
  size: number
  bold?: boolean
  color?: string
  /** Extra space between letters, in points. */
  tracking?: number
}

export function setPdfText(pdf: jsPDF, style: PdfText) {
  pdf.setFont('helvetica', style.bold ? 'bold' : 'normal')
  pdf.setFontSize(style.size)
  pdf.setTextColor(style.color ?? INK)
  pdf.setCharSpace(style.tracking ?? 0)
}

/** Text wrapped to `width` from `top` (the top of its first line); returns the bottom of its last line. */
export function pdfParagraph(
  pdf: jsPDF,
  text: string,
  style: PdfText,
  x: number,
  top: number,
  width: number,
  lineHeight = style.size * 1.3,
): number {
  setPdfText(pdf, style)
  const lines = pdf.splitTextToSize(text, width) as string[]
  lines.forEach((line, index) => {
    pdf.text(line, x, top + index * lineHeight + style.size * 0.8 + (lineHeight - style.size) / 2)
  })
  return top + lines.length * lineHeight
}

/** A section's small capitals label; returns its bottom. */
export function pdfLabel(pdf: jsPDF, text: string, x: number, top: number, color = MUTED): number {
  return pdfParagraph(pdf, text.toUpperCase(), { size: 7.5, bold: true, color, tracking: 1 }, x, top, 400)
}

export function pdfBar(
  pdf: jsPDF,
  x: number,
  y: number,
  width: number,
  fraction: number,
  colors: { track: string; fill: string },
) {
  const height = 5
  pdf.setFillColor(colors.track)
  pdf.roundedRect(x, y, width, height, height / 2, height / 2, 'F')
  pdf.setFillColor(colors.fill)
  const filled = Math.max(height, width * Math.min(Math.max(fraction, 0), 1))
  pdf.roundedRect(x, y, filled, height, height / 2, height / 2, 'F')
}

/** The QR code as vector squares, crisp at any print size; its quiet zone is white. */
export function pdfQr(pdf: jsPDF, qr: QrModules, x: number, y: number, size: number, color = INK) {
  const module = size / qr.size
  pdf.setFillColor('#ffffff')
  pdf.rect(x, y, size, size, 'F')
  pdf.setFillColor(color)
  qr.data.forEach((row, rowIndex) => {
    // One rectangle per run of dark modules keeps the page's drawing short.
    let start = -1
    row.forEach((dark, column) => {
      if (dark && start < 0) start = column
      if (start >= 0 && (!dark || column === row.length - 1)) {
        const end = dark ? column + 1 : column
        pdf.rect(x + start * module, y + rowIndex * module, (end - start) * module, module, 'F')
        start = -1
      }
    })
  })
}
