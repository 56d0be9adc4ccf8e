/**
 * Between the first paint and the page becoming live, a button only the app can carry out does nothing when
 * tapped, and a form only the app can send would go nowhere. From before the first paint until the page is
 * live, such taps and sendings are kept here, in order, and carried out on the same elements then; React
 * hydrates whatever part of the page they land in first. Links, popovers, `<details>`, dialogs' own forms
 * and forms with an action of their own (a GET search, a mail fallback) work without the app and are left
 * alone. This runs as a tiny script of its own that blocks the first paint (`src/hold-input.ts`), not in the
 * app's entry: a tap between the paint and the entry's arrival would otherwise be lost.
 */
import { HELD_SUBMIT, PAGE_LIVE_MARK } from './held-input-marks'

/** Buttons that do nothing without the app; `data-replay` marks any other such control. */
const SCRIPTED_CONTROL = 'button[type="button"]:not([popovertarget]), [data-replay]'

const held: (() => void)[] = []

function holdTap(event: MouseEvent) {
  const control = (event.target as Element | null)?.closest?.(SCRIPTED_CONTROL)
  if (!(control instanceof HTMLElement)) return
  // React, once it runs, must not see the tap as well: it is carried out once, later.
  event.stopPropagation()
  held.push(() => {
    if (control.isConnected) control.click()
  })
}

function holdSubmit(event: SubmitEvent) {
  const form = event.target
  if (!(form instanceof HTMLFormElement) || form.hasAttribute('action') || form.closest('dialog')) return
  event.preventDefault()
  event.stopPropagation()
  // Marked, so that a form the app replaces before the page is live can hand on that it was sent.
  form.setAttribute(HELD_SUBMIT, '')
  const { submitter } = event
  const sentBy =
    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null
  held.push(() => {
    form.removeAttribute(HELD_SUBMIT)
    if (form.isConnected) form.requestSubmit(sentBy?.isConnected && sentBy.form === form ? sentBy : null)
  })
}

const isLive = () => document.documentElement.hasAttribute(PAGE_LIVE_MARK)

/**
 * Keeps taps and sendings the app is not yet there to answer, and carries them out once the page is live
 * (the app marks `<html>`). A bare app shell has nothing to tap until the app draws it, so there it stops
 * as soon as the document is parsed.
 */
export function holdInputUntilLive(): void {
  if (isLive()) return
  const html = document.documentElement
  const watch = new MutationObserver(() => {
    if (isLive()) release()
  })
  function release() {
    watch.disconnect()
    document.removeEventListener('DOMContentLoaded', releaseOnBareShell)
    window.removeEventListener('click', holdTap, true)
    window.removeEventListener('submit', holdSubmit, true)
    for (const carryOut of held.splice(0)) carryOut()
  }
  function releaseOnBareShell() {
    if (!document.getElementById('root')?.hasChildNodes()) release()
  }
  window.addEventListener('click', holdTap, true)
  window.addEventListener('submit', holdSubmit, true)
  watch.observe(html, { attributes: true, attributeFilter: [PAGE_LIVE_MARK] })
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', releaseOnBareShell)
  else releaseOnBareShell()
}
