import { formCopy } from '../../content/forms'
import { Field, type FieldFrame } from './field'
import { describedControl } from './field-ids'
import { controlClasses } from './field-styles'

interface SelectFieldProps extends FieldFrame {
  name: string
  options: readonly { value: string; label: string }[]
  /** The option chosen when the page is drawn; without one, a "Choose one" option comes first. */
  defaultValue?: string
  required?: boolean
}

/** A labelled native select, uncontrolled like every field of the kit. */
export function SelectField({ name, options, defaultValue, required, ...frame }: SelectFieldProps) {
  const { id, hint, error } = frame
  return (
    <Field {...frame}>
      <select
        {...describedControl(id, { hint, error })}
        name={name}
        defaultValue={defaultValue ?? ''}
        required={required}
        className={`${controlClasses} appearance-none pr-12`}
      >
        {defaultValue === undefined && <option value="">{formCopy.choose}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ink-500"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      >
        <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Field>
  )
}
