import { CtaLink } from '../../components/ui/cta-link'
import { Icon } from '../../components/ui/icon'
import { homePromo } from '../../content/home'
import { HomePromoPreview } from './promo-preview'

/** Section 2: the free MojoMe diagnostic, with a sample of the card it ends in. */
export function HomePromo() {
  return (
    <section aria-labelledby="home-promo-title" className="relative overflow-hidden bg-white py-20 md:py-28">
      <div className="container-page grid items-center gap-14 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-20">
        <div className="max-w-2xl">
          <p className="inline-flex rounded-pill bg-iris-50 px-3.5 py-1.5 text-xs font-bold tracking-[0.14em] text-iris-700 uppercase ring-1 ring-iris-100">
            {homePromo.eyebrow}
          </p>
          <h2 id="home-promo-title" className="mt-5 text-headline font-bold text-ink-950">
            {homePromo.title}
          </h2>
          <p className="mt-5 text-lead text-ink-600">{homePromo.intro}</p>
          <ul aria-label={homePromo.notesLabel} className="mt-8 flex flex-wrap gap-3">
            {homePromo.notes.map((note) => (
              <li
                key={note}
                className="inline-flex items-center gap-2 rounded-pill bg-mint-100 py-2 pr-4 pl-2.5 text-[0.9375rem] font-semibold text-ink-900"
              >
                <span
                  aria-hidden="true"
                  className="grid size-6 place-items-center rounded-full bg-white text-mint-600"
                >
                  <Icon name="check" className="size-3.5" strokeWidth={3} />
                </span>
                {note}
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <CtaLink action={homePromo.action} />
          </div>
        </div>
        <HomePromoPreview />
      </div>
    </section>
  )
}
