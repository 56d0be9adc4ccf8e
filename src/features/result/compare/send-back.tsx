import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { buttonClasses } from '../../../components/ui/button-styles'
import { retryingLazy } from '../../../components/ui/retrying-lazy'
import { Icon } from '../../../components/ui/icon'
import { sendBackCopy } from '../../../content/compare'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { cardCodePath, HIDE_WATCH_OUT_BY_DEFAULT } from '../../../domain/card/card-code'
import { DUO_PATH_PREFIX, duoMember, duoPath } from '../../../domain/card/duo-link'
import { duoSentence } from '../../../domain/card/duo-text'
import { copyText } from '../../../lib/clipboard'
import { fill } from '../../../lib/format'

/** Each card as its owner chose to share it: the receiver's own choices, or the sharer's as received. */
function partsOf(mine: AssessmentResult, theirs: AssessmentResult) {
  return [
    {
      result: mine,
      options: { sharer: mine.firstName, hideWatchOut: mine.hideWatchOut ?? HIDE_WATCH_OUT_BY_DEFAULT },
    },
    { result: theirs, options: { sharer: theirs.firstName, hideWatchOut: theirs.hideWatchOut ?? false } },
  ] as const
}

/** Hands a link to the system share sheet where there is one, else copies it; what was done, for the status. */
async function pass(url: string, text: string): Promise<'' | 'copied' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ text, url })
      return ''
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return ''
    }
  }
  try {
    await copyText(url)
    return 'copied'
  } catch {
    return 'failed'
  }
}

const STATUS = { '': '', copied: sendBackCopy.copied, failed: sendBackCopy.copyFailed } as const

// The duo's picture loads after the comparison, which shows without it; offline it waits without a word.
const DuoPictureButton = retryingLazy(
  () => import('../share/duo-picture-button').then((m) => m.DuoPictureButton),
  { quiet: true },
)

interface SendBackProps {
  mine: AssessmentResult
  theirs: AssessmentResult
}

/**
 * The end of "Compare with me": the receiver's own card sent back to the sharer with an invitation to
 * compare, and a duo card of the two of them (its own link, which opens both cards anywhere; its picture).
 */
export function SendBack({ mine, theirs }: SendBackProps) {
  const [status, setStatus] = useState('')
  const [first, second] = partsOf(mine, theirs)
  const them = theirs.firstName
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  const duo = duoPath(first, second)
  const send = async (url: string, text: string) => setStatus(STATUS[await pass(url, text)])

  return (
    <section
      aria-labelledby="send-back-title"
      className="mt-8 grid gap-4 rounded-[1.5rem] bg-iris-50 p-5 sm:p-6"
    >
      <h3 id="send-back-title" className="font-display text-lg font-bold text-ink-950">
        {sendBackCopy.heading}
      </h3>
      <div className="grid justify-items-start gap-2">
        <p className="text-ink-700">{sendBackCopy.sendText}</p>
        <button
          type="button"
          className={buttonClasses('primary', 'lg')}
          onClick={() => void send(`${origin}${cardCodePath(mine, first.options)}`, sendBackCopy.message)}
        >
          <Icon name="share" />
          {them ? fill(sendBackCopy.sendNamed, { them }) : sendBackCopy.send}
        </button>
      </div>
      <div className="grid justify-items-start gap-2 border-t border-iris-200 pt-4">
        <p className="font-display text-lg font-bold text-ink-950">
          {them ? fill(sendBackCopy.duoHeadingNamed, { them }) : sendBackCopy.duoHeading}
        </p>
        <p className="text-ink-700">
          {duoSentence(mine, theirs, { a: mine.firstName ?? null, b: them ?? null })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/d/$code"
            params={{ code: duo.slice(DUO_PATH_PREFIX.length) }}
            className={buttonClasses('secondary')}
          >
            {sendBackCopy.duoOpen}
            <Icon name="arrow-right" />
          </Link>
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => void send(`${origin}${duo}`, '')}
          >
            <Icon name="copy" />
            {sendBackCopy.duoCopy}
          </button>
        </div>
        <DuoPictureButton members={[duoMember(first), duoMember(second)]} />
      </div>
      <p role="status" className="text-sm text-ink-700">
        {status}
      </p>
    </section>
  )
}
