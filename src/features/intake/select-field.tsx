import { intakeCopy } from '../../content/intake'
import type { IntakeField } from '../../domain/intake-fields'
import { errorId, fieldId } from './field-ids'
import { FieldError } from './field-error'
import { controlClasses, labelClasses } from './field-styles'

interface SelectFieldProps {
  field: IntakeField
  label: string
  /** The current value as text; '' while nothing is chosen. */
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
  error?: string
}

/** A labelled native select whose first option means "not chosen yet". */
export function SelectField({ field, label, value, options, onChange, error }: SelectFieldProps) {
  return (
    <div>
      <label htmlFor={fieldId(field)} className={labelClasses}>
        {label}
      </label>
      <div className="relative mt-2">
        <select
          id={fieldId(field)}
          name={field}
          value={value}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(field) : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={`${controlClasses(Boolean(error))} appearance-none pr-10`}
        >
          <option value="">{intakeCopy.choose}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-500"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <FieldError field={field} message={error} />
    </div>
  )
}
