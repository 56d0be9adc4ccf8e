import { CtaBand } from '../../components/ui/cta-band'
import { aboutClosing } from '../../content/about'

/** The closing calls to action: the assessment and the contact page. */
export function AboutClosing() {
  return (
    <section aria-labelledby="about-closing-title" className="bg-white py-20 md:py-28">
      <div className="container-page">
        <CtaBand titleId="about-closing-title" {...aboutClosing} />
      </div>
    </section>
  )
}
