/**
 * Renders the card element to an image (dom-to-image-more, loaded on demand): pixel ratio 2 on a white
 * background, web fonts embedded so the file looks like the screen, never over the canvas limit.
 */
const PIXEL_RATIO = 2
const MAX_CANVAS_SIDE = 16384
const BACKGROUND = '#ffffff'

export async function renderCardPng(
  card: HTMLElement,
): Promise<{ dataUrl: string; width: number; height: number }> {
  const { default: domToImage } = await import('dom-to-image-more')
  const { width, height } = card.getBoundingClientRect()
  const ratio = Math.min(PIXEL_RATIO, MAX_CANVAS_SIDE / Math.max(width, height, 1))
  // bgcolor fills the canvas (the corners outside the rounded card) but also repaints the card itself;
  // `style` is applied after it, so the card keeps its own background.
  const style = { backgroundColor: getComputedStyle(card).backgroundColor }
  const dataUrl = await domToImage.toPng(card, {
    bgcolor: BACKGROUND,
    style,
    pixelRatio: ratio,
    width,
    height,
  })
  return { dataUrl, width: Math.round(width * ratio), height: Math.round(height * ratio) }
}

/** Decodes a base64 data URL without fetch, which the content security policy keeps to our own origin. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const [header = '', base64 = ''] = dataUrl.split(',')
  const type = /data:([^;]+)/.exec(header)?.[1] ?? 'application/octet-stream'
  return new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type })
}

/** A one-page PDF the size of the card, made with jspdf (loaded on demand). */
export async function renderCardPdf(card: HTMLElement): Promise<Blob> {
  const [{ jsPDF }, image] = await Promise.all([import('jspdf'), renderCardPng(card)])
  const orientation = image.width >= image.height ? 'landscape' : 'portrait'
  const pdf = new jsPDF({
    orientation,
    unit: 'px',
    format: [image.width / 2, image.height / 2],
    hotfixes: ['px_scaling'],
  })
  pdf.addImage(image.dataUrl, 'PNG', 0, 0, image.width / 2, image.height / 2)
  return pdf.output('blob')
}
