import { useEffect, useRef, type ReactNode } from 'react'
import { ProgressRing } from '../../components/ui/progress-ring'
import { assessmentCopy } from '../../content/assessment'
import { PROGRESS_HIGHLIGHT_FROM } from '../../domain/assessment/progress'
import { Icon } from '../../components/ui/icon'

interface StepShellProps {
  heading: string
  intro: string
  progress: number
  onBack?: () => void
  /** Extra line under the intro, such as the fear round's hint. */
  hint?: string
  children: ReactNode
  tone?: 'light' | 'warm'
  /** From laptops up, a wider column: the rounds' cards are read at a card's size, not as a strip of text. */
  wide?: boolean
}

/** The frame of every step after the title: Back, the progress ring, the step's heading and intro. */
export function StepShell({
  heading,
  intro,
  progress,
  onBack,
  hint,
  children,
  tone = 'light',
  wide = false,
}: StepShellProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // A new step is a new "page" for screen-reader users: move focus to its heading.
  useEffect(() => headingRef.current?.focus(), [heading])
  return (
    // Clipped sideways (clip, not hidden: no scroll container, so sticky parts still stick): a card dragged or
    // flying out past the screen's edge must never widen the page.
    <section
      aria-labelledby="page-title"
      className={`min-h-[calc(100dvh-var(--spacing-bar))] overflow-x-clip pt-[calc(var(--spacing-bar)+1.5rem)] pb-20 ${
        tone === 'warm' ? 'bg-ember-100/40' : 'bg-ink-50'
      }`}
    >
      <div className={`container-page max-w-3xl ${wide ? 'lg:max-w-4xl' : ''}`}>
        <div className="flex items-center justify-between gap-4">
          {onBack ? (
            <button
              type="button"
              onClick={onBack}
              className="inline-flex min-h-11 items-center gap-2 rounded-pill px-4 font-semibold text-ink-700 ring-1 ring-ink-200 ring-inset hover:bg-white hover:text-ink-950"
            >
              <Icon name="arrow-left" />
              {assessmentCopy.back}
            </button>
          ) : (
            <span />
          )}
          <ProgressRing
            value={progress}
            label={assessmentCopy.progressLabel}
            highlightFrom={PROGRESS_HIGHLIGHT_FROM}
          />
        </div>
        <h1
          id="page-title"
          ref={headingRef}
          tabIndex={-1}
          className="mt-6 text-headline font-bold text-ink-950 outline-none"
        >
          {heading}
        </h1>
        <p className="mt-3 text-lead text-ink-600">{intro}</p>
        {hint && <p className="mt-2 font-medium text-ember-800">{hint}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  )
}
