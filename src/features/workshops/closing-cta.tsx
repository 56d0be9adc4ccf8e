import { CtaLink } from '../../components/ui/cta-link'
import { workshopsClosing } from '../../content/workshops/sections'

/** The page's last word: start the intake or get in touch. */
export function ClosingCta() {
  return (
    <section aria-labelledby="closing-heading" className="container-page pb-20 md:pb-28">
      <div className="on-dark hero-mesh relative isolate overflow-hidden rounded-[1.75rem] px-6 py-14 text-white sm:px-12 md:py-20">
        <div aria-hidden="true" className="grain absolute inset-0 -z-10 opacity-60" />
        <h2 id="closing-heading" className="max-w-2xl text-headline font-bold">
          {workshopsClosing.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lead text-ink-200">{workshopsClosing.text}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          {workshopsClosing.actions.map((action) => (
            <CtaLink key={action.label} action={action} />
          ))}
        </div>
      </div>
    </section>
  )
}
