/** Values for a form's fields by name: text (an input, a select, the chosen radio) or a checkbox's state. */
export type FieldValues = Readonly<Record<string, string | boolean>>

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** Whether the visitor has changed this control from what the page was drawn with. */
function isTouched(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    return [...control.options].some((option) => option.selected !== option.defaultSelected)
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return control.checked !== control.defaultChecked
  }
  return control.value !== control.defaultValue
}

function controlsNamed(form: HTMLFormElement, name: string): Control[] {
  const found = form.elements.namedItem(name)
  const all = found instanceof RadioNodeList ? [...found] : found ? [found] : []
  return all.filter(
    (element): element is Control =>
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement,
  )
}

/**
 * Puts saved values (a draft) into a form, but only into fields the visitor has not touched: anything typed,
 * chosen or ticked since the page appeared, even before the app was running, is newer than the draft and wins.
 */
export function fillUntouched(form: HTMLFormElement, values: FieldValues): void {
  for (const [name, value] of Object.entries(values)) {
    const controls = controlsNamed(form, name)
    if (controls.length === 0 || controls.some(isTouched)) continue
    for (const control of controls) {
      if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = value === true
      else if (control instanceof HTMLInputElement && control.type === 'radio')
        control.checked = control.value === value
      else if (typeof value === 'string') control.value = value
    }
  }
}
