import type { CallToAction } from '../../content/types'
import { CtaLink } from './cta-link'

interface ClosingSectionProps {
  /** Id of the heading, which labels the section. */
  titleId: string
  heading: string
  text: string
  actions: readonly CallToAction[]
}

/** A page's last word before the footer: a full-width dark band with a heading and its calls to action. */
export function ClosingSection({ titleId, heading, text, actions }: ClosingSectionProps) {
  return (
    <section
      aria-labelledby={titleId}
      className="on-dark hero-mesh relative isolate overflow-hidden py-20 text-white md:py-28"
    >
      <div aria-hidden="true" className="grain absolute inset-0 -z-10 opacity-60" />
      <div className="container-page text-center">
        <h2 id={titleId} className="mx-auto max-w-3xl text-headline font-bold text-white">
          {heading}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lead text-ink-200">{text}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          {actions.map((action) => (
            <CtaLink key={action.label} action={action} />
          ))}
        </div>
      </div>
    </section>
  )
}
