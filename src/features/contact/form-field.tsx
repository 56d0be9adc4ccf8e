import type { ReactNode } from 'react'
import { contactFormCopy } from '../../content/contact'

/** Shared look of the form's inputs; the ring turns ember when the field is in error. */
export const inputClasses =
  'block w-full rounded-xl bg-white px-4 py-3 text-ink-900 ring-1 ring-ink-200 transition ring-inset placeholder:text-ink-500 hover:ring-ink-400 focus:ring-2 focus:ring-iris-500 focus:outline-none aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-ember-600'

/** The ids a control needs to point at its label and error. */
export function errorIdFor(id: string): string {
  return `${id}-error`
}

interface FormFieldProps {
  id: string
  label: string
  required?: boolean
  /** Says "(optional)" beside the label of a field that is not required; off for a choice that has a default. */
  markOptional?: boolean
  /** The message shown under the control; absent while the value is fine. */
  error?: string
  className?: string
  children: ReactNode
}

/** A labelled control with its inline error (the control itself carries aria-invalid and aria-describedby). */
export function FormField({
  id,
  label,
  required = false,
  markOptional = true,
  error,
  className = '',
  children,
}: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 flex items-baseline gap-1.5 text-sm font-semibold text-ink-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-ember-700">
            {contactFormCopy.required}
          </span>
        ) : (
          markOptional && <span className="font-normal text-ink-500">{contactFormCopy.optional}</span>
        )}
      </label>
      {children}
      {error && (
        <p id={errorIdFor(id)} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-ember-700">
          <span
            aria-hidden="true"
            className="mt-0.5 grid size-4 shrink-0 place-items-center rounded-full bg-ember-700 text-[0.625rem] font-bold text-white"
          >
            !
          </span>
          {error}
        </p>
      )}
    </div>
  )
}
