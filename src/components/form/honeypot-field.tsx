import { formCopy } from '../../content/forms'
import { HONEYPOT_FIELD } from '../../domain/forms/form-honeypot'

/**
 * The forms' honeypot: a field no visitor sees (visually hidden), reaches with Tab (tabIndex -1) or hears
 * (aria-hidden), so only a robot filling every input fills it; the forms endpoint drops what it sends. Its
 * name and label match no autofill heuristic, and the data- flags keep password managers (1Password,
 * LastPass, Dashlane) from filling it either.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        {formCopy.honeypot}
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          data-form-type="other"
          defaultValue=""
        />
      </label>
    </div>
  )
}
