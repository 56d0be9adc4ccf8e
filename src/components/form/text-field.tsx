import type { InputHTMLAttributes } from 'react'
import { Field, type FieldFrame } from './field'
import { describedControl } from './field-ids'
import { controlClasses } from './field-styles'

type TextAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder' | 'required'
>

interface TextFieldProps extends FieldFrame, TextAttributes {
  name: string
  /** What the field holds when the page is drawn; from then on the field itself owns its text. */
  defaultValue?: string
  type?: 'text' | 'email' | 'password'
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number
}

/**
 * A labelled text input or textarea. It is uncontrolled: the browser keeps what the visitor types, even
 * before the app is running, and the form reads it (FormData) when it needs it.
 */
export function TextField({ name, defaultValue, type = 'text', rows, ...props }: TextFieldProps) {
  const {
    id,
    label,
    hint,
    error,
    optional,
    className,
    autoComplete,
    inputMode,
    maxLength,
    placeholder,
    required,
  } = props
  const shared = {
    ...describedControl(id, { hint, error }),
    name,
    defaultValue,
    maxLength,
    placeholder,
    required,
    className: rows ? `${controlClasses} min-h-32 resize-y` : controlClasses,
  }
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {rows ? (
        <textarea {...shared} rows={rows} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} inputMode={inputMode} />
      )}
    </Field>
  )
}
