import { useSetAtom } from 'jotai'
import { readLocal, writeLocal } from '../../db/local-entries'
import { LOCAL_KEYS } from '../../db/storage-keys'
import { useRef, useState } from 'react'
import { useOverKeptClear } from './keep-clear'
import { pwaCopy } from '../../content/pwa'
import { iosInstallHintAtom } from '../../state/pwa-atoms'

/**
 * iOS Safari has no install prompt, so its visitors get a dismissible how-to: whenever they ask, and when
 * offered unless dismissed before. It stands aside while a card is under it. Rendered only in the browser
 * (see IosInstallHintSlot), so it may read storage while rendering.
 */
export function IosInstallHint({ reason }: { reason: 'asked' | 'offered' }) {
  const [visible] = useState(() => reason === 'asked' || readLocal(LOCAL_KEYS.iosHintDismissed) === null)
  const close = useSetAtom(iosInstallHintAtom)
  const hint = useRef<HTMLElement>(null)
  const overCard = useOverKeptClear(hint)

  if (!visible) return null
  const dismiss = () => {
    writeLocal(LOCAL_KEYS.iosHintDismissed, '1')
    close(null)
  }
  return (
    <aside
      ref={hint}
      aria-label={pwaCopy.iosHintTitle}
      hidden={overCard}
      className="fixed inset-x-3 bottom-3 z-50 flex items-start gap-3 rounded-card bg-white p-4 shadow-lift ring-1 ring-ink-200"
    >
      <div className="flex-1">
        <p className="font-semibold text-ink-950">{pwaCopy.iosHintTitle}</p>
        <p className="mt-1 text-sm text-ink-600">{pwaCopy.iosHint}</p>
      </div>
      <button
        type="button"
        onClick={dismiss}
        className="rounded-pill px-3 py-2 text-sm font-semibold text-iris-700 hover:bg-iris-50"
      >
        {pwaCopy.dismiss}
      </button>
    </aside>
  )
}
