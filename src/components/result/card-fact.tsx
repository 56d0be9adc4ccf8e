import type { ReactNode } from 'react'

interface CardFactProps {
  label: string
  /** How far below the label the value sits, and how it is set. */
  valueClassName: string
  children: ReactNode
}

/** One labelled fact on a dark result card: an uppercase label over its value, in a description list. */
export function CardFact({ label, valueClassName, children }: CardFactProps) {
  return (
    <div>
      <dt className="text-xs font-bold tracking-[0.14em] text-ink-300 uppercase">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  )
}
