import { CtaLink } from '../../components/ui/cta-link'
import { toolkitClosing } from '../../content/toolkit'

/** The page's closing call to action. */
export function ToolkitClosing() {
  return (
    <section
      aria-labelledby="toolkit-closing-title"
      className="on-dark hero-mesh relative isolate overflow-hidden py-20 text-white md:py-28"
    >
      <div aria-hidden="true" className="grain absolute inset-0 -z-10 opacity-60" />
      <div className="container-page text-center">
        <h2 id="toolkit-closing-title" className="mx-auto max-w-3xl text-headline font-bold text-white">
          {toolkitClosing.heading}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lead text-ink-200">{toolkitClosing.text}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          {toolkitClosing.actions.map((action) => (
            <CtaLink key={action.label} action={action} />
          ))}
        </div>
      </div>
    </section>
  )
}
