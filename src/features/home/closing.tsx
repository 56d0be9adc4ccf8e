import { CtaBand } from '../../components/ui/cta-band'
import { homeClosing } from '../../content/home'

/** Section 6: the closing call to action. */
export function HomeClosing() {
  return (
    <section aria-labelledby="home-closing-title" className="bg-ink-50 py-20 md:py-28">
      <div className="container-page">
        <CtaBand titleId="home-closing-title" {...homeClosing} />
      </div>
    </section>
  )
}
