/**
 * Between the first paint and the page becoming live, a button only the app can carry out does nothing when
 * tapped, and a form only the app can send would go nowhere. From the moment the page's script runs until
 * the page is live, such taps and sendings are kept here, in order, and carried out on the same elements
 * then; React hydrates whatever part of the page they land in first. Links, popovers, `<details>`, dialogs'
 * own forms and forms with an action of their own (a GET search, a mail fallback) work without the app and
 * are left alone.
 */
import { onPageLive } from './page-live'

/** Buttons that do nothing without the app; `data-replay` marks any other such control. */
const SCRIPTED_CONTROL = 'button[type="button"]:not([popovertarget]), [data-replay]'
/** Set on a form whose sending is being kept. */
export const HELD_SUBMIT = 'data-held-submit'

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

/** Keeps taps and sendings the app is not yet there to answer, and carries them out once the page is live. */
export function holdInputUntilLive(): void {
  window.addEventListener('click', holdTap, true)
  window.addEventListener('submit', holdSubmit, true)
  onPageLive(() => {
    window.removeEventListener('click', holdTap, true)
    window.removeEventListener('submit', holdSubmit, true)
    for (const carryOut of held.splice(0)) carryOut()
  })
}
