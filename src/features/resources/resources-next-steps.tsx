import { CtaLink } from '../../components/ui/cta-link'
import { resourcesNextSteps } from '../../content/resources'

/** After the library: on to MojoMe and the workshops. */
export function ResourcesNextSteps() {
  return (
    <section
      aria-labelledby="resources-next-title"
      className="on-dark hero-mesh relative isolate overflow-hidden py-20 text-white md:py-24"
    >
      <div aria-hidden="true" className="grain absolute inset-0 -z-10 opacity-60" />
      <div className="container-page text-center">
        <h2 id="resources-next-title" className="mx-auto max-w-3xl text-headline font-bold text-white">
          {resourcesNextSteps.heading}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lead text-ink-200">{resourcesNextSteps.text}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          {resourcesNextSteps.actions.map((action) => (
            <CtaLink key={action.label} action={action} />
          ))}
        </div>
      </div>
    </section>
  )
}
