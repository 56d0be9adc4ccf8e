import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** One page of a PDF as pdf.js reads it: its size in points and each run of text with its position. */
export interface PdfPage {
  width: number
  height: number
  /** Each run of text: its baseline's start and its box's size, in points from the bottom left. */
  texts: { text: string; x: number; y: number; width: number; height: number }[]
}

/** Reads every page's text and where it sits, as a reader of the PDF would see it. */
export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise
  const pages: PdfPage[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const [, , width, height] = page.view as [number, number, number, number]
    const content = await page.getTextContent()
    const texts = content.items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [
            {
              text: item.str,
              x: item.transform[4] as number,
              y: item.transform[5] as number,
              width: item.width,
              height: item.height,
            },
          ]
        : [],
    )
    pages.push({ width, height, texts })
  }
  await document.destroy()
  return pages
}

/** A page's text as one line, runs joined by spaces. */
export function pageText(page: PdfPage): string {
  return page.texts.map((run) => run.text).join(' ')
}

/** Pairs of text runs on a page whose boxes cross: one drawn over the other. */
export function overlappingTexts(page: PdfPage): [string, string][] {
  const crossing: [string, string][] = []
  page.texts.forEach((a, index) => {
    for (const b of page.texts.slice(index + 1)) {
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
      // A point's rounding at the edges is no overlap.
      if (across > 1 && down > 1) crossing.push([a.text, b.text])
    }
  })
  return crossing
}
