import { useId } from 'react'
import { site } from '../../content/site'

/** The brand mark: knowledge and questions overlapping into an answer. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  // The mark is drawn more than once per page (header, footer, hero), and an id must be unique.
  const clipId = useId()
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <defs>
        <clipPath id={clipId}>
          <circle cx="25" cy="32" r="14" />
        </clipPath>
      </defs>
      <rect width="64" height="64" rx="16" fill="#0d1224" />
      <circle cx="25" cy="32" r="14" fill="#6355f5" />
      <circle cx="39" cy="32" r="14" fill="#ffb020" />
      <circle cx="39" cy="32" r="14" fill="#fff" clipPath={`url(#${clipId})`} />
    </svg>
  )
}

export function Wordmark({ tone }: { tone: 'light' | 'dark' }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      <span
        className={`font-display text-xl font-bold tracking-tight ${tone === 'dark' ? 'text-white' : 'text-ink-950'}`}
      >
        {site.name}
      </span>
    </span>
  )
}
