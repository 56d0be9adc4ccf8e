import type { CallToAction } from '../../content/types'
import { CtaLink } from './cta-link'

interface CtaBandProps {
  /** Id of the heading, for the section that labels itself with it. */
  titleId: string
  title: string
  intro: string
  actions: readonly CallToAction[]
  /** A small line under the buttons, such as what the offer includes. */
  note?: string
}

/** A page's closing call to action: a dark, rounded band with a heading and its buttons. */
export function CtaBand({ titleId, title, intro, actions, note }: CtaBandProps) {
  return (
    <div className="on-dark hero-mesh relative isolate overflow-hidden rounded-[2rem] px-6 py-14 text-center text-white sm:px-12 md:py-20">
      <div aria-hidden="true" className="grain absolute inset-0 -z-10 opacity-60" />
      <h2 id={titleId} className="mx-auto max-w-3xl text-headline font-bold">
        {title}
      </h2>
      <p className="mx-auto mt-5 max-w-xl text-lead text-ink-200">{intro}</p>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        {actions.map((action) => (
          <CtaLink key={action.label} action={action} />
        ))}
      </div>
      {note && <p className="mt-8 text-sm font-medium tracking-wide text-balance text-ink-300">{note}</p>}
    </div>
  )
}
