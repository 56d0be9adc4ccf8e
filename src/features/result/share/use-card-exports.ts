import { useState } from 'react'
import { shareCopy, shareToasts } from '../../../content/share'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { downloadFile } from '../../../lib/download'
import { reloadingForNewBuild } from '../../../state/pwa-atoms'
import { vibrate } from '../../../lib/vibrate'
import type { ExportChoices } from './card-facts'
import type { ImageFormat } from '../../../domain/card/card-layout'
import { shareWords } from './share-link'
import { shareFailure, shareSuccess, type ToastCopy } from './share-toasts'

const SUCCESS_VIBRATION_MS = 50
const IMAGE_FILES: Record<ImageFormat, string> = { story: shareCopy.storyFile, post: shareCopy.postFile }

export type ExportJob = ImageFormat | 'pdf' | 'share'

/**
 * The card's downloads and the system share sheet. The drawing code, the QR encoder and jspdf load only
 * when one of them is asked for; `busy` says which is running.
 */
export function useCardExports(result: AssessmentResult, link: string, choices: ExportChoices) {
  const [busy, setBusy] = useState<ExportJob | null>(null)

  async function run(job: ExportJob, work: () => Promise<void>) {
    setBusy(job)
    try {
      await work()
    } finally {
      setBusy(null)
    }
  }

  /** Makes a file and saves it, saying which happened. */
  const save = (
    job: ExportJob,
    make: () => Promise<Blob>,
    fileName: string,
    toasts: { saved: ToastCopy; failed: ToastCopy },
  ) =>
    run(job, async () => {
      try {
        downloadFile(await make(), fileName)
        vibrate(SUCCESS_VIBRATION_MS)
        shareSuccess(toasts.saved)
      } catch (error) {
        if (!(await reloadingForNewBuild(error))) shareFailure(toasts.failed, error)
      }
    })

  const image = async (format: ImageFormat) =>
    (await import('./card-image')).renderCardImage(result, link, format, choices)

  const downloadImage = (format: ImageFormat) =>
    save(format, () => image(format), IMAGE_FILES[format], {
      saved: shareToasts.pngSaved,
      failed: shareToasts.pngFailed,
    })

  const downloadPdf = () =>
    save(
      'pdf',
      async () => (await import('./card-pdf')).renderCardPdf(result, link, navigator.language, choices),
      shareCopy.pdfFile,
      { saved: shareToasts.pdfSaved, failed: shareToasts.pdfFailed },
    )

  /** The story image and the link, through the system share sheet; closing the sheet is not a failure. */
  const shareNative = () =>
    run('share', async () => {
      try {
        const file = new File([await image('story')], shareCopy.storyFile, { type: 'image/png' })
        await navigator.share({
          files: [file],
          title: shareWords(result).subject,
          text: shareWords(result).text,
          url: link,
        })
      } catch (error) {
        const closed = error instanceof DOMException && error.name === 'AbortError'
        if (!closed && !(await reloadingForNewBuild(error))) shareFailure(shareToasts.pngFailed, error)
      }
    })

  return { busy, downloadImage, downloadPdf, shareNative }
}
