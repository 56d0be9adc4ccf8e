import { useState } from 'react'
import { shareCopy, shareToasts } from '../../content/share'
import type { AssessmentResult } from '../../domain/assessment-types'
import { downloadFile } from '../../lib/download'
import { vibrate } from '../../lib/vibrate'
import type { ImageFormat } from './card-image-layouts'
import { shareFailure, shareSuccess } from './share-toasts'

const SUCCESS_VIBRATION_MS = 50
const IMAGE_FILES: Record<ImageFormat, string> = { story: shareCopy.storyFile, post: shareCopy.postFile }

export type ExportJob = ImageFormat | 'pdf' | 'share'

/**
 * The card's downloads and the system share sheet. The drawing code, the QR encoder and jspdf load only
 * when one of them is asked for; `busy` says which is running (SPEC.md's 'Generating...').
 */
export function useCardExports(result: AssessmentResult, link: string) {
  const [busy, setBusy] = useState<ExportJob | null>(null)

  async function run(job: ExportJob, work: () => Promise<void>) {
    setBusy(job)
    try {
      await work()
    } finally {
      setBusy(null)
    }
  }

  const downloadImage = (format: ImageFormat) =>
    run(format, async () => {
      try {
        const { renderCardImage } = await import('./card-image')
        downloadFile(await renderCardImage(result, link, format), IMAGE_FILES[format])
        vibrate(SUCCESS_VIBRATION_MS)
        shareSuccess(shareToasts.pngSaved)
      } catch (error) {
        shareFailure(shareToasts.pngFailed, error)
      }
    })

  const downloadPdf = () =>
    run('pdf', async () => {
      try {
        const { renderCardPdf } = await import('./card-pdf')
        downloadFile(await renderCardPdf(result, link, navigator.language), shareCopy.pdfFile)
        shareSuccess(shareToasts.pdfSaved)
      } catch (error) {
        shareFailure(shareToasts.pdfFailed, error)
      }
    })

  /** The story image and the link, through the system share sheet; closing the sheet is not a failure. */
  const shareNative = () =>
    run('share', async () => {
      try {
        const { renderCardImage } = await import('./card-image')
        const image = await renderCardImage(result, link, 'story')
        const file = new File([image], shareCopy.storyFile, { type: 'image/png' })
        await navigator.share({
          files: [file],
          title: shareCopy.emailSubject,
          text: shareCopy.linkedinText,
          url: link,
        })
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          shareFailure(shareToasts.pngFailed, error)
      }
    })

  return { busy, downloadImage, downloadPdf, shareNative }
}
