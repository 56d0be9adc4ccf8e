import type { ReactNode } from 'react'
import { buttonClasses } from '../ui/button-styles'

interface SubmitButtonProps {
  /** While what the form sent is under way: the button says so, and keeps its focus (it is not disabled). */
  busy: boolean
  children: ReactNode
  /** Where it sits in the form. */
  className: string
}

/** A form's main button, which reads as at work while what it sent is under way. */
export function SubmitButton({ busy, className, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      className={`${buttonClasses('primary', 'lg')} ${className} aria-disabled:cursor-progress aria-disabled:opacity-70`}
    >
      {children}
    </button>
  )
}
