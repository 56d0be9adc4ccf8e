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
  children: ReactNode
}

/**
 * A form on a white card under its own heading. It posts (so nothing typed ever lands in an address) and
 * leaves checking to the app; `onSubmit` takes over once the page runs.
 */
export function FormCard({ title, intro, id, onSubmit, formRef, className = '', children }: FormCardProps) {
  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className={`rounded-[1.75rem] bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10 ${className}`}
    >
      <h2 id={`${id}-title`} className="text-title font-bold text-ink-950">
        {title}
      </h2>
      {intro && <p className="mt-2 text-ink-600">{intro}</p>}
      {children}
    </form>
  )
}
