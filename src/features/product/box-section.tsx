import { Icon } from '../../components/ui/icon'
import { SectionIntro } from '../../components/ui/section-intro'
import { boxSection } from '../../content/product'
import { boxItems } from '../../content/product/box'

/**
 * "What's in the Box": six disclosure cards, at most one open, none at first. They are the browser's own
 * exclusive accordion (`<details name>`), so a tap opens one the moment the page shows, app or no app.
 */
export function BoxSection() {
  return (
    <section aria-labelledby="box-title" className="bg-ink-50 py-20 md:py-28">
      <div className="container-page">
        <SectionIntro id="box-title" {...boxSection} />
        <ul className="mt-14 grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {boxItems.map((item) => (
            <li key={item.item}>
              <details
                name="box-items"
                className="group rounded-card bg-white shadow-card ring-1 ring-ink-200 transition-shadow duration-300 open:shadow-lift open:ring-2 open:ring-iris-500"
              >
                <summary className="cursor-pointer list-none rounded-card [&::-webkit-details-marker]:hidden">
                  <h3 className="flex w-full items-center gap-4 p-6 text-left">
                    <span className="grid h-14 w-16 shrink-0 place-items-center rounded-2xl bg-iris-50 font-display text-2xl font-bold text-iris-700">
                      {item.count}
                    </span>
                    <span className="flex-1 font-display text-xl leading-tight font-bold text-ink-950">
                      {item.item}
                    </span>
                    <span
                      aria-hidden="true"
                      className="grid size-9 shrink-0 place-items-center rounded-full bg-ink-100 text-ink-700 transition duration-300 ease-out-soft group-open:rotate-90 group-open:bg-iris-600 group-open:text-white"
                    >
                      <Icon name="arrow-right" />
                    </span>
                  </h3>
                  <span className="-mt-2 block px-6 pb-6 text-[0.9375rem] text-ink-600">
                    {item.description}
                  </span>
                </summary>
                <div className="mx-6 border-t border-ink-200 pt-5 pb-6 transition duration-300 ease-out-soft starting:-translate-y-1 starting:opacity-0">
                  <ul className="space-y-2.5 text-[0.9375rem] text-ink-700">
                    {item.details.map((detail) => (
                      <li key={detail} className="flex gap-3">
                        <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-sun-500" />
                        {detail}
                      </li>
                    ))}
                  </ul>
                </div>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
