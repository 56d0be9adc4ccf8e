import type { FormEvent, ReactNode, Ref } from 'react'

interface FormCardProps {
  /** The form's heading; it also names the form for assistive technology. */
  title: string
  intro?: string
  /** Unique on the page: the heading's id derives from it. */
  id: string
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  formRef?: Ref<HTMLFormElement>
  className?: string
  /** The heading's level: a form that is the whole page takes the page's h1. */
  headingLevel?: 1 | 2
  children: ReactNode
}

/**
 * A form on a white card under its own heading, sent only by the app (`onSubmit`). Its method is `dialog`:
 * outside a dialog, a form sent before the page's script runs goes nowhere and keeps what was typed, where a
 * post would reload the page empty (and a get would put the typed text in the address).
 */
export function FormCard({
  title,
  intro,
  id,
  onSubmit,
  formRef,
  className = '',
  headingLevel = 2,
  children,
}: FormCardProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <form
      ref={formRef}
      method="dialog"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className={`rounded-[1.75rem] bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10 ${className}`}
    >
      <Heading id={`${id}-title`} className="text-title font-bold text-ink-950">
        {title}
      </Heading>
      {intro && <p className="mt-2 text-ink-600">{intro}</p>}
      {children}
    </form>
  )
}
