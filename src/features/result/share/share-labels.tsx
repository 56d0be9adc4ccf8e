interface ShareLabelProps {
  /** The control it names. */
  htmlFor: string
  text: string
  /** Its place: over its control (block, with a margin) or beside it. */
  className?: string
}

/** A label in the share dialog, smaller and quieter than a form's: the dialog is a tool, not a form. */
export function ShareLabel({ htmlFor, text, className }: ShareLabelProps) {
  const look = 'text-sm font-semibold text-ink-700'
  return (
    <label htmlFor={htmlFor} className={className ? `${className} ${look}` : look}>
      {text}
    </label>
  )
}

/** A share dialog control's hint, which the control names as its description. */
export function ShareHint({ id, text, className }: { id: string; text: string; className?: string }) {
  const look = 'text-sm text-ink-600'
  return (
    <p id={id} className={className ? `${className} ${look}` : look}>
      {text}
    </p>
  )
}
