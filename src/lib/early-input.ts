/**
 * A prerendered page shows its buttons and fields before the app has made them work. Until the app takes
 * over, this keeps what the visitor did: the last press of a button (it would do nothing yet) and every
 * field typed into (React, not knowing the text, would clear it on its next render). Submit buttons keep
 * their native behaviour: forms work without the app (or fall back to mail).
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

let pendingPress: HTMLButtonElement | undefined
const typedFields = new Set<Field>()
let stopHolding: (() => void) | undefined

export function holdEarlyInput(root: HTMLElement): void {
  function onClick(event: MouseEvent) {
    const button = (event.target as Element | null)?.closest?.('button')
    if (!button || (button.type === 'submit' && button.form) || !root.contains(button)) return
    pendingPress = button
  }
  function onInput(event: Event) {
    const field = event.target
    const isField =
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    if (isField && root.contains(field)) typedFields.add(field)
  }
  document.addEventListener('click', onClick, true)
  document.addEventListener('input', onInput, true)
  stopHolding = () => {
    document.removeEventListener('click', onClick, true)
    document.removeEventListener('input', onInput, true)
  }
}

/**
 * React tracks the value it last rendered into a field and calls onChange only when the field differs from
 * it. Setting another value through React's tracker, then the visitor's through the native setter, makes
 * the next event report the visitor's value as a change.
 */
function tellReact(field: Field): void {
  if (!field.isConnected) return
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.type === 'radio' && !field.checked) return
    // The click sets the visitor's choice back, and React reads it as a change from the opposite.
    field.checked = !field.checked
    field.click()
    return
  }
  const typed = field.value
  field.value = typed === '' ? ' ' : ''
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Stops holding (the app handles input from now on) and returns how to hand what was held to the app. */
export function takeEarlyInput(): () => void {
  stopHolding?.()
  const fields = [...typedFields]
  const button = pendingPress
  typedFields.clear()
  pendingPress = undefined
  return () => {
    fields.forEach(tellReact)
    if (button?.isConnected && !button.disabled) button.click()
  }
}
