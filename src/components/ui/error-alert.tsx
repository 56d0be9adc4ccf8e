interface ErrorAlertProps {
  /** What went wrong, in words; nothing is drawn while there is none. */
  message: string | null | undefined
  /** Where it sits: margins, or the page's width. */
  className?: string
}

/** A failure the visitor must read at once: announced as it appears, on the site's warning tint. */
export function ErrorAlert({ message, className }: ErrorAlertProps) {
  if (!message) return null
  const look = 'rounded-2xl bg-ember-100 p-4 text-ember-800'
  return (
    <p role="alert" className={className ? `${className} ${look}` : look}>
      {message}
    </p>
  )
}
