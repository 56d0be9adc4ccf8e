/**
 * Between the first paint and hydration, a button only the app can carry out does nothing when tapped, and a
 * form only the app can send would post the page to the server. From the moment the page's script runs until
 * the page content has hydrated, such taps and sendings are kept here, in order, and carried out on the same
 * elements once React owns them. Links, popovers, `<details>` and GET forms work without the app and are
 * left alone.
 */

/** Buttons that do nothing without the app; `data-replay` marks any other such control. */
const SCRIPTED_CONTROL = 'button[type="button"]:not([popovertarget]), [data-replay]'
/** Set on a form whose sending is being kept. */
export const HELD_SUBMIT = 'data-held-submit'
const LIVE_POLL_MS = 50
/** A kept action whose element React never takes over (a mismatch re-rendered it) is carried out anyway. */
const LIVE_WAIT_MS = 3000

interface HeldAction {
  element: Element
  carryOut: () => void
}

const held: HeldAction[] = []
let holding = false

/** Whether React owns the element yet (it keeps its props on the elements it has hydrated). */
function isLive(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps'))
}

function holdTap(event: MouseEvent) {
  const control = (event.target as Element | null)?.closest?.(SCRIPTED_CONTROL)
  if (!control || isLive(control)) return
  // React, once it runs, must not see the tap as well: it is carried out once, later.
  event.stopPropagation()
  held.push({ element: control, carryOut: () => (control as HTMLElement).click() })
}

function holdSubmit(event: SubmitEvent) {
  const form = event.target
  // A form with its own action (a GET form, a mail fallback) works without the app.
  if (!(form instanceof HTMLFormElement) || form.method !== 'post' || form.hasAttribute('action')) return
  if (isLive(form)) return
  event.preventDefault()
  event.stopPropagation()
  // Marked, so that a form the app replaces before it is live can hand on that it was sent.
  form.setAttribute(HELD_SUBMIT, '')
  const { submitter } = event
  const sentBy =
    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null
  held.push({
    element: form,
    carryOut: () => {
      form.removeAttribute(HELD_SUBMIT)
      form.requestSubmit(sentBy?.isConnected && sentBy.form === form ? sentBy : null)
    },
  })
}

/** Starts keeping taps and sendings the app is not yet there to answer. */
export function holdInputUntilLive(): void {
  holding = true
  window.addEventListener('click', holdTap, true)
  window.addEventListener('submit', holdSubmit, true)
}

function carryOutHeld(since = Date.now()) {
  for (let next = held[0]; next; next = held[0]) {
    if (!next.element.isConnected) {
      held.shift()
      continue
    }
    if (!isLive(next.element) && Date.now() - since < LIVE_WAIT_MS) {
      setTimeout(() => carryOutHeld(since), LIVE_POLL_MS)
      return
    }
    held.shift()
    next.carryOut()
    since = Date.now()
  }
}

/** The page content has hydrated: stop keeping input, and carry out what was kept, in order. */
export function replayHeldInput(): void {
  if (!holding) return
  holding = false
  window.removeEventListener('click', holdTap, true)
  window.removeEventListener('submit', holdSubmit, true)
  carryOutHeld()
}
