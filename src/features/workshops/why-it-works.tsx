import { whyItWorks } from '../../content/workshops/sections'
import { SectionHeading } from './section-heading'

/** Why the workshops work: a few short cards. */
export function WhyItWorks() {
  return (
    <section aria-labelledby="why-heading" className="container-page py-20 md:py-28">
      <SectionHeading id="why-heading" copy={whyItWorks} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {whyItWorks.cards.map((card, index) => (
          <li key={card.title} className="rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100">
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-xl bg-iris-600 font-display text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-lg font-bold text-ink-950">{card.title}</h3>
            <p className="mt-2 text-ink-600">{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
