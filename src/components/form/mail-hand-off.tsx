import { useAtomValue } from 'jotai'
import { useEffect, useId, useRef, useState } from 'react'
import { mailHandOffCopy } from '../../content/forms'
import type { MailHandOff } from '../../domain/forms/request-delivery'
import { copyText } from '../../lib/clipboard'
import { fill } from '../../lib/format'
import { onlineAtom } from '../../state/pwa-atoms'
import { buttonClasses } from '../ui/button-styles'
import { Icon } from '../ui/icon'

interface MailHandOffPanelProps {
  mail: MailHandOff
  /** After the visitor says the message has gone (its saved copy is already marked sent). */
  onSent: () => void
  /** Offered where the message can still be changed; its saved copy is dropped first. */
  onEdit?: () => void
  /** Takes focus when it appears, because it replaced the button that was pressed. */
  takeFocus?: boolean
}

type CopyState = 'address' | 'message' | 'refused' | null

const copiedText: Record<Exclude<CopyState, null>, string> = {
  address: mailHandOffCopy.copiedAddress,
  message: mailHandOffCopy.copiedMessage,
  refused: mailHandOffCopy.copyRefused,
}

/**
 * Asks the visitor to send a saved message from their e-mail app: a link that opens it written out, the
 * address and text to copy for webmail, and "I've sent it" to settle it. Nothing opens by itself.
 */
export function MailHandOffPanel({ mail, onSent, onEdit, takeFocus = false }: MailHandOffPanelProps) {
  const online = useAtomValue(onlineAtom)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [copied, setCopied] = useState<CopyState>(null)
  const [settling, setSettling] = useState(false)

  useEffect(() => {
    if (takeFocus) heading.current?.focus()
  }, [takeFocus])

  async function copy(what: 'address' | 'message') {
    const text = what === 'address' ? mail.to : `${mail.subject}\n\n${mail.body}`
    setCopied(
      await copyText(text).then(
        () => what,
        () => 'refused' as const,
      ),
    )
  }

  async function confirm() {
    setSettling(true)
    await mail.confirmSent()
    onSent()
  }

  async function edit() {
    await mail.discard()
    onEdit?.()
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[1.5rem] bg-iris-50 p-5 ring-1 ring-iris-100 sm:p-7"
    >
      <h3
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="flex items-center gap-3 text-lg font-bold text-ink-950 outline-none"
      >
        <Icon name="mail" className="size-5 shrink-0 text-iris-700" />
        {online ? mailHandOffCopy.title : mailHandOffCopy.offlineTitle}
      </h3>
      <p className="mt-2 text-ink-700">
        {online ? fill(mailHandOffCopy.intro, { to: mail.to }) : mailHandOffCopy.offlineIntro}
      </p>
      <a href={mail.href} className={`${buttonClasses('primary', 'lg')} mt-5 w-full sm:w-auto`}>
        <Icon name="mail" />
        {mailHandOffCopy.open}
      </a>

      <div className="mt-6 border-t border-iris-100 pt-5">
        <p className="text-sm text-ink-600">{mailHandOffCopy.webmail}</p>
        <p className="mt-3 text-sm font-semibold text-ink-600">{mailHandOffCopy.addressLabel}</p>
        <p className="font-semibold break-all text-ink-950 select-all">{mail.to}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" onClick={() => void copy('address')} className={buttonClasses('secondary')}>
            <Icon name="copy" />
            {mailHandOffCopy.copyAddress}
          </button>
          <button type="button" onClick={() => void copy('message')} className={buttonClasses('secondary')}>
            <Icon name="copy" />
            {mailHandOffCopy.copyMessage}
          </button>
        </div>
        <p role="status" className="mt-2 min-h-5 text-sm text-ink-700">
          {copied && copiedText[copied]}
        </p>
      </div>

      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="button"
          disabled={settling}
          onClick={() => void confirm()}
          className={buttonClasses('secondary', 'lg')}
        >
          <Icon name="check" strokeWidth={3} />
          {mailHandOffCopy.confirm}
        </button>
        {onEdit && (
          <button
            type="button"
            disabled={settling}
            onClick={() => void edit()}
            className="min-h-11 rounded-pill px-4 font-semibold text-iris-700 underline-offset-4 hover:underline"
          >
            {mailHandOffCopy.edit}
          </button>
        )}
      </div>
    </section>
  )
}
