import { intakeCopy } from '../../content/intake'
import type { IntakeField } from '../../domain/intake-fields'
import { errorId, fieldId, hintId } from './field-ids'
import { FieldError } from './field-error'
import { controlClasses, labelClasses, tagClasses } from './field-styles'

interface TextFieldProps {
  field: IntakeField
  label: string
  value: string
  onChange: (value: string) => void
  hint?: string
  error?: string
  required?: boolean
  multiline?: boolean
  type?: 'text' | 'email'
  autoComplete?: string
}

/** A labelled text input or textarea with its hint and inline error. */
export function TextField({
  field,
  label,
  value,
  onChange,
  hint,
  error,
  required = false,
  multiline = false,
  type = 'text',
  autoComplete,
}: TextFieldProps) {
  const describedBy = [hint && hintId(field), error && errorId(field)].filter(Boolean).join(' ') || undefined
  const shared = {
    id: fieldId(field),
    name: field,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: controlClasses(Boolean(error)),
  }
  return (
    <div>
      <label htmlFor={fieldId(field)} className={labelClasses}>
        {label}
        {!required && <span className={tagClasses}>{intakeCopy.optional}</span>}
      </label>
      {hint && (
        <p id={hintId(field)} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      <div className="mt-2">
        {multiline ? (
          <textarea {...shared} rows={4} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...shared}
            type={type}
            autoComplete={autoComplete}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </div>
      <FieldError field={field} message={error} />
    </div>
  )
}
