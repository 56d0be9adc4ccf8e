import { useSetAtom } from 'jotai'
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react'
import { buttonClasses } from '../../../components/ui/button-styles'
import { Icon } from '../../../components/ui/icon'
import { FULL_WIDTH_TOASTS, siteToasterProps } from '../../../components/layout/site-toaster-props'
import { Toaster } from '../../../components/layout/toaster'
import { useMediaQuery } from '../../../lib/media-query'
import { shareCopy, shareToasts } from '../../../content/share'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { cleanSharerName, HIDE_WATCH_OUT_BY_DEFAULT, SHARE_SHARER_MAX } from '../../../domain/card/card-code'
import { saveOwnership } from '../../../db/device-data'
import { copyText } from '../../../lib/clipboard'
import { iosInstallHintAtom } from '../../../state/pwa-atoms'
import { fill } from '../../../lib/format'
import { DownloadTiles } from './download-tiles'
import { ShareHint, ShareLabel } from './share-labels'
import { linkedinUrl, mailtoUrl, shareUrl, xUrl } from './share-link'
import { SHARE_TOASTER_ID, shareFailure, shareSuccess } from './share-toasts'
import { useCardExports } from './use-card-exports'

const COPIED_MS = 2000
/** How long typing pauses before the name is kept with the card. */
const SAVE_CHOICES_MS = 400

/** Opens the share dialog from elsewhere on its page ("Compare with a colleague" in the next steps). */
export interface ShareDialogHandle {
  open: () => void
}

/** The card's "Share Your MojoMe" button, under its name, and the dialog it opens. */
export function ShareDialog({ result, ref }: { result: AssessmentResult; ref?: Ref<ShareDialogHandle> }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const [copied, setCopied] = useState(false)
  /** Whether the card went anywhere while the dialog was open: then, on closing, the app may offer to install. */
  const shared = useRef(false)
  const offerInstall = useSetAtom(iosInstallHintAtom)
  const [email, setEmail] = useState('')
  const [canShareFiles, setCanShareFiles] = useState(false)
  const [firstName, setFirstName] = useState(result.firstName ?? '')
  const [hideWatchOut, setHideWatchOut] = useState(result.hideWatchOut ?? HIDE_WATCH_OUT_BY_DEFAULT)
  const ids = {
    title: useId(),
    email: useId(),
    link: useId(),
    downloads: useId(),
    name: useId(),
    nameHint: useId(),
    hide: useId(),
    hideHint: useId(),
  }
  const choices = { firstName: cleanSharerName(firstName), hideWatchOut }
  const url =
    typeof window === 'undefined'
      ? ''
      : shareUrl(result, window.location.origin, { sharer: choices.firstName, hideWatchOut })
  const exports = useCardExports(result, url, choices)
  // Whether it is open is the dialog element's own state; another button on the page opens it through this.
  useImperativeHandle(ref, () => ({ open: () => dialogRef.current?.showModal() }), [])

  // The name and the choice stay with the card, so the dialog opens with them next time.
  useEffect(() => {
    if (
      choices.firstName === (result.firstName ?? '') &&
      hideWatchOut === (result.hideWatchOut ?? HIDE_WATCH_OUT_BY_DEFAULT)
    )
      return
    const timer = setTimeout(() => void saveOwnership(result.uuid, choices), SAVE_CHOICES_MS)
    return () => clearTimeout(timer)
  }, [choices.firstName, hideWatchOut]) // eslint-disable-line react-hooks/exhaustive-deps
  const phone = useMediaQuery(FULL_WIDTH_TOASTS)

  useEffect(() => {
    const probe = new File([''], shareCopy.storyFile, { type: 'image/png' })
    // Only browsers that can hand a file to the system share sheet get the "Share…" action.
    setCanShareFiles(typeof navigator.canShare === 'function' && navigator.canShare({ files: [probe] })) // eslint-disable-line react-hooks/set-state-in-effect
  }, [])

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function copyLink() {
    try {
      await copyText(url)
      shared.current = true
      setCopied(true)
      shareSuccess(shareToasts.linkCopied)
    } catch (error) {
      shareFailure(shareToasts.copyFailed, error)
    }
  }

  function sendEmail() {
    const address = email.trim()
    if (!address) {
      shareFailure(shareToasts.emailRequired)
      return
    }
    window.location.href = mailtoUrl(address, result, url)
    shared.current = true
    setEmail('')
    shareSuccess({
      title: shareToasts.mailOpened.title,
      description: fill(shareToasts.mailOpened.description, { email: address }),
    })
  }

  const markShared = () => {
    shared.current = true
  }
  const action = `${buttonClasses('secondary')} w-full justify-start`
  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className={buttonClasses('accent', 'lg')}
        onClick={() => dialogRef.current?.showModal()}
      >
        <Icon name="share" />
        {shareCopy.open}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={ids.title}
        onClose={() => {
          openerRef.current?.focus()
          if (shared.current) offerInstall('offered')
        }}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-[1.75rem] bg-white p-0 text-ink-900 shadow-lift backdrop:bg-ink-950/50 backdrop:backdrop-blur-sm"
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id={ids.title} className="text-title font-bold text-ink-950">
              {shareCopy.title}
            </h2>
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              aria-label={shareCopy.close}
              className="grid size-11 shrink-0 place-items-center rounded-full text-ink-600 hover:bg-ink-100"
            >
              <Icon name="close" className="size-5" />
            </button>
          </div>
          <p className="mt-2 text-ink-600">{shareCopy.intro}</p>

          <ShareLabel htmlFor={ids.name} text={shareCopy.nameLabel} className="mt-6 block" />
          <ShareHint id={ids.nameHint} text={shareCopy.nameHint} className="mt-1" />
          <input
            id={ids.name}
            aria-describedby={ids.nameHint}
            autoComplete="given-name"
            maxLength={SHARE_SHARER_MAX}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            className="mt-2 w-full rounded-xl bg-ink-50 px-3 py-2 ring-1 ring-ink-200 ring-inset"
          />
          <div className="mt-4 flex items-start gap-3">
            <input
              id={ids.hide}
              type="checkbox"
              aria-describedby={ids.hideHint}
              checked={hideWatchOut}
              onChange={(event) => setHideWatchOut(event.target.checked)}
              className="mt-1 size-5 shrink-0 accent-iris-600"
            />
            <div>
              <ShareLabel htmlFor={ids.hide} text={shareCopy.hideWatchOut} />
              <ShareHint id={ids.hideHint} text={shareCopy.hideWatchOutHint} />
            </div>
          </div>

          <ShareLabel htmlFor={ids.link} text={shareCopy.linkLabel} className="mt-6 block" />
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

          <h3 id={ids.downloads} className="mt-6 text-sm font-semibold text-ink-700">
            {shareCopy.downloadsHeading}
          </h3>
          <DownloadTiles
            busy={exports.busy}
            labelledBy={ids.downloads}
            onDownload={(job) => {
              shared.current = true
              void (job === 'pdf' ? exports.downloadPdf() : exports.downloadImage(job))
            }}
          />

          <div className="mt-4 grid gap-2 sm:grid-cols-2">
            {canShareFiles && (
              <button
                type="button"
                className={`${action} sm:col-span-2`}
                disabled={exports.busy !== null}
                onClick={() => {
                  shared.current = true
                  void exports.shareNative()
                }}
              >
                {exports.busy === 'share' ? shareCopy.generating : shareCopy.shareNative}
              </button>
            )}
            <a
              className={action}
              href={linkedinUrl(url, result)}
              onClick={markShared}
              target="_blank"
              rel="noopener noreferrer"
            >
              {shareCopy.linkedin}
            </a>
            <a
              className={action}
              href={xUrl(url, result)}
              onClick={markShared}
              target="_blank"
              rel="noopener noreferrer"
            >
              {shareCopy.x}
            </a>
          </div>

          <form
            className="mt-6"
            onSubmit={(event) => {
              event.preventDefault()
              sendEmail()
            }}
          >
            <ShareLabel htmlFor={ids.email} text={shareCopy.emailLabel} className="block" />
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
        <Toaster
          {...siteToasterProps(phone)}
          id={SHARE_TOASTER_ID}
          containerAriaLabel={shareCopy.notifications}
        />
      </dialog>
    </>
  )
}
