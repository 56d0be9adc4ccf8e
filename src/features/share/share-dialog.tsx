import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { toast } from 'sonner'
import { buttonClasses } from '../../components/ui/button-styles'
import { shareCopy, shareToasts } from '../../content/share'
import type { AssessmentResult } from '../../domain/assessment-types'
import { copyText } from '../../lib/clipboard'
import { downloadFile } from '../../lib/download'
import { fill } from '../../lib/format'
import { vibrate } from '../../lib/vibrate'
import { dataUrlToBlob, renderCardPdf, renderCardPng } from './card-image'
import { linkedinUrl, mailtoUrl, shareUrl, xUrl } from './share-link'
import { Icon } from '../../components/ui/icon'

const COPIED_MS = 2000
const SUCCESS_VIBRATION_MS = 50

interface ShareDialogProps {
  result: AssessmentResult
  /** The rendered card the image and PDF are made from. */
  cardRef: RefObject<HTMLElement | null>
}

function fail(toastCopy: { title: string; description: string }, error: unknown) {
  console.error(toastCopy.description, error)
  toast.error(toastCopy.title, { description: toastCopy.description })
}

/** The "Share Your MojoMe" button and its dialog: image, PDF, link, social networks, e-mail. */
export function ShareDialog({ result, cardRef }: ShareDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const [busy, setBusy] = useState<'png' | 'pdf' | null>(null)
  const [copied, setCopied] = useState(false)
  const [email, setEmail] = useState('')
  const [canShareFiles, setCanShareFiles] = useState(false)
  const ids = { title: useId(), email: useId(), link: useId() }
  const url = typeof window === 'undefined' ? '' : shareUrl(result, window.location.origin)

  useEffect(() => {
    const probe = new File([''], shareCopy.pngFile, { type: 'image/png' })
    // Only browsers that can hand a file to the system share sheet get the "Share…" action.
    setCanShareFiles(typeof navigator.canShare === 'function' && navigator.canShare({ files: [probe] })) // eslint-disable-line react-hooks/set-state-in-effect
  }, [])

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])

  function close() {
    dialogRef.current?.close()
  }

  async function downloadPng() {
    setBusy('png')
    try {
      if (!cardRef.current) throw new Error('The card is not on the page')
      const image = await renderCardPng(cardRef.current)
      downloadFile(image.dataUrl, shareCopy.pngFile)
      vibrate(SUCCESS_VIBRATION_MS)
      toast.success(shareToasts.pngSaved.title, { description: shareToasts.pngSaved.description })
    } catch (error) {
      fail(shareToasts.pngFailed, error)
    } finally {
      setBusy(null)
    }
  }

  async function downloadPdf() {
    setBusy('pdf')
    try {
      if (!cardRef.current) throw new Error('The card is not on the page')
      downloadFile(await renderCardPdf(cardRef.current), shareCopy.pdfFile)
      toast.success(shareToasts.pdfSaved.title, { description: shareToasts.pdfSaved.description })
    } catch (error) {
      fail(shareToasts.pdfFailed, error)
    } finally {
      setBusy(null)
    }
  }

  async function copyLink() {
    try {
      await copyText(url)
      setCopied(true)
      toast.success(shareToasts.linkCopied.title, { description: shareToasts.linkCopied.description })
    } catch (error) {
      fail(shareToasts.copyFailed, error)
    }
  }

  async function shareNative() {
    try {
      if (!cardRef.current) throw new Error('The card is not on the page')
      const image = await renderCardPng(cardRef.current)
      const file = new File([dataUrlToBlob(image.dataUrl)], shareCopy.pngFile, { type: 'image/png' })
      await navigator.share({
        files: [file],
        title: shareCopy.emailSubject,
        text: shareCopy.linkedinText,
        url,
      })
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) fail(shareToasts.pngFailed, error)
    }
  }

  function sendEmail() {
    const address = email.trim()
    if (!address) {
      toast.error(shareToasts.emailRequired.title, { description: shareToasts.emailRequired.description })
      return
    }
    window.location.href = mailtoUrl(address, result, url)
    setEmail('')
    toast.success(shareToasts.mailOpened.title, {
      description: fill(shareToasts.mailOpened.description, { email: address }),
    })
  }

  const action = `${buttonClasses('secondary')} w-full justify-start`
  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className={buttonClasses('primary', 'lg')}
        onClick={() => dialogRef.current?.showModal()}
      >
        {shareCopy.open}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={ids.title}
        onClose={() => openerRef.current?.focus()}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-[1.75rem] bg-white p-0 text-ink-900 shadow-lift backdrop:bg-ink-950/50 backdrop:backdrop-blur-sm"
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id={ids.title} className="text-title font-bold text-ink-950">
              {shareCopy.title}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={shareCopy.close}
              className="grid size-11 shrink-0 place-items-center rounded-full text-ink-600 hover:bg-ink-100"
            >
              <Icon name="close" className="size-5" />
            </button>
          </div>
          <p className="mt-2 text-ink-600">{shareCopy.intro}</p>

          <label htmlFor={ids.link} className="mt-6 block text-sm font-semibold text-ink-700">
            {shareCopy.linkLabel}
          </label>
          <div className="mt-2 flex gap-2">
            <input
              id={ids.link}
              readOnly
              value={url}
              onFocus={(event) => event.target.select()}
              className="min-w-0 flex-1 rounded-xl bg-ink-50 px-3 py-2 text-sm text-ink-700 ring-1 ring-ink-200 ring-inset"
            />
            <button type="button" className={buttonClasses('primary')} onClick={() => void copyLink()}>
              {copied ? shareCopy.copied : shareCopy.copyLink}
            </button>
          </div>

          <div className="mt-6 grid gap-2 sm:grid-cols-2">
            <button
              type="button"
              className={action}
              disabled={busy !== null}
              onClick={() => void downloadPng()}
            >
              {busy === 'png' ? shareCopy.generating : shareCopy.downloadImage}
            </button>
            <button
              type="button"
              className={action}
              disabled={busy !== null}
              onClick={() => void downloadPdf()}
            >
              {busy === 'pdf' ? shareCopy.generating : shareCopy.downloadPdf}
            </button>
            <a className={action} href={linkedinUrl(url)} target="_blank" rel="noopener noreferrer">
              {shareCopy.linkedin}
            </a>
            <a className={action} href={xUrl(url)} target="_blank" rel="noopener noreferrer">
              {shareCopy.x}
            </a>
            {canShareFiles && (
              <button type="button" className={`${action} sm:col-span-2`} onClick={() => void shareNative()}>
                {shareCopy.shareNative}
              </button>
            )}
          </div>

          <form
            className="mt-6"
            onSubmit={(event) => {
              event.preventDefault()
              sendEmail()
            }}
          >
            <label htmlFor={ids.email} className="block text-sm font-semibold text-ink-700">
              {shareCopy.emailLabel}
            </label>
            <div className="mt-2 flex gap-2">
              <input
                id={ids.email}
                type="email"
                autoComplete="email"
                placeholder={shareCopy.emailPlaceholder}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className="min-w-0 flex-1 rounded-xl bg-ink-50 px-3 py-2 ring-1 ring-ink-200 ring-inset placeholder:text-ink-400"
              />
              <button type="submit" className={buttonClasses('secondary')}>
                {shareCopy.emailSend}
              </button>
            </div>
          </form>
        </div>
      </dialog>
    </>
  )
}
