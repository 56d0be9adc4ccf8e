import { useEffect, useRef } from 'react'
import { buttonClasses } from '../../components/ui/button-styles'
import { otherTabCopy } from '../../content/assessment'

/** In place of MojoMe while another tab has it: say so, and offer to carry on here instead. */
export function OtherTabStep({ onContinue }: { onContinue: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The page's content changed under the visitor: a screen reader starts again at its heading.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section
      aria-labelledby="page-title"
      className="min-h-[calc(100dvh-var(--spacing-bar))] bg-white pt-[calc(var(--spacing-bar)+4rem)] pb-24"
    >
      <div className="container-page max-w-prose">
        <p className="text-xs font-bold tracking-[0.14em] text-iris-700 uppercase">{otherTabCopy.eyebrow}</p>
        <h1
          ref={heading}
          id="page-title"
          tabIndex={-1}
          className="mt-2 text-headline font-bold text-ink-950 outline-none"
        >
          {otherTabCopy.heading}
        </h1>
        <p className="mt-5 text-lead text-ink-600">{otherTabCopy.text}</p>
        <button type="button" className={`mt-10 ${buttonClasses('primary', 'lg')}`} onClick={onContinue}>
          {otherTabCopy.continueHere}
        </button>
      </div>
    </section>
  )
}
