/**
 * Between the first paint and the page becoming live, a button only the app can carry out does nothing when
 * tapped, and a form only the app can send would go nowhere. From before the first paint until the page is
 * live, such taps and sendings are kept here, in order, and carried out on the same elements then; React
 * hydrates whatever part of the page they land in first. Links, popovers, `<details>`, dialogs' own forms
 * and forms with an action of their own (a GET search, a mail fallback) work without the app and are left
 * alone. A part of the page that hydrates after the page is live (`hydrate-after-live.tsx`) keeps its
 * own taps the same way until it has. This runs as a tiny script of its own that blocks the first paint
 * (`src/start/hold-input.ts`), not in the app's entry: a tap between the paint and the entry's arrival
 * would otherwise be lost.
 */
import { HELD_SUBMIT, HYDRATES_LATER, PAGE_LIVE_MARK } from './held-input-marks'

/** Buttons that do nothing without the app; `data-replay` marks any other such control. */
const SCRIPTED_CONTROL = 'button[type="button"]:not([popovertarget]), [data-replay]'

/** A kept tap or sending: the element that must be live before it is carried out, and how. */
interface Held {
  element: Element
  carryOut: () => void
}

const held: Held[] = []

const isLive = () => document.documentElement.hasAttribute(PAGE_LIVE_MARK)
const HYDRATING_PART = `[${HYDRATES_LATER}]`
/** Whether the app is not yet there to answer on `element`. */
const awaitsApp = (element: Element) => !isLive() || element.closest(HYDRATING_PART) !== null

function holdTap(event: MouseEvent) {
  const control = (event.target as Element | null)?.closest?.(SCRIPTED_CONTROL)
  if (!(control instanceof HTMLElement) || !awaitsApp(control)) return
  // React, once it runs, must not see the tap as well: it is carried out once, later.
  event.stopPropagation()
  held.push({
    element: control,
    carryOut: () => {
      if (control.isConnected) control.click()
    },
  })
}

function holdSubmit(event: SubmitEvent) {
  const form = event.target
  if (!(form instanceof HTMLFormElement) || form.hasAttribute('action') || form.closest('dialog')) return
  if (!awaitsApp(form)) return
  event.preventDefault()
  event.stopPropagation()
  // Marked, so that a form the app replaces before the page is live can hand on that it was sent.
  form.setAttribute(HELD_SUBMIT, '')
  const { submitter } = event
  const sentBy =
    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null
  held.push({
    element: form,
    carryOut: () => {
      form.removeAttribute(HELD_SUBMIT)
      if (form.isConnected) form.requestSubmit(sentBy?.isConnected && sentBy.form === form ? sentBy : null)
    },
  })
}

/**
 * Keeps taps and sendings the app is not yet there to answer, and carries them out, in order, once the page
 * is live (the app marks `<html>`) and the part they landed in has hydrated. A bare app shell has nothing to
 * tap until the app draws it, so there it stops as soon as the document is parsed.
 */
export function holdInputUntilLive(): void {
  if (isLive() && !document.querySelector(HYDRATING_PART)) return
  const html = document.documentElement
  const watch = new MutationObserver(carryOutReady)
  function carryOutReady() {
    if (!isLive()) return
    // In order: a kept tap waits for every one kept before it, as the visitor made them.
    const ready = held.findIndex(({ element }) => element.isConnected && awaitsApp(element))
    for (const { carryOut } of held.splice(0, ready === -1 ? held.length : ready)) carryOut()
    if (held.length === 0 && !document.querySelector(HYDRATING_PART)) stop()
  }
  function stop() {
    watch.disconnect()
    document.removeEventListener('DOMContentLoaded', releaseOnBareShell)
    window.removeEventListener('click', holdTap, true)
    window.removeEventListener('submit', holdSubmit, true)
  }
  function releaseOnBareShell() {
    if (document.getElementById('root')?.hasChildNodes()) return
    stop()
    for (const { carryOut } of held.splice(0)) carryOut()
  }
  window.addEventListener('click', holdTap, true)
  window.addEventListener('submit', holdSubmit, true)
  watch.observe(html, { attributes: true, subtree: true, attributeFilter: [PAGE_LIVE_MARK, HYDRATES_LATER] })
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', releaseOnBareShell)
  else releaseOnBareShell()
}
