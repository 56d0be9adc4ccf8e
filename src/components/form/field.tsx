import type { ReactNode } from 'react'
import { formCopy } from '../../content/forms'
import { FieldError } from './field-error'
import { FieldHint } from './field-hint'
import { errorIdOf, hintIdOf } from './field-ids'
import { labelClasses, optionalTagClasses } from './field-styles'

export interface FieldFrame {
  /** The control's id; its hint and error take ids derived from it. */
  id: string
  label: string
  hint?: string
  /** The message shown under the control; absent while the value is fine. */
  error?: string
  /** Says "Optional" beside the label: every other field must be filled. */
  optional?: boolean
  className?: string
}

/** A labelled control with its hint and inline error; the control carries the matching aria attributes. */
export function Field({
  id,
  label,
  hint,
  error,
  optional = false,
  className,
  children,
}: FieldFrame & {
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
        {optional && <span className={optionalTagClasses}>{formCopy.optional}</span>}
      </label>
      <FieldHint id={hintIdOf(id)} text={hint} />
      <div className="relative mt-2">{children}</div>
      <FieldError id={errorIdOf(id)} message={error} />
    </div>
  )
}
