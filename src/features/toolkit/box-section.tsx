import { useState } from 'react'
import { Icon } from '../../components/ui/icon'
import { SectionIntro } from '../../components/ui/section-intro'
import { boxSection } from '../../content/toolkit'
import { boxItems } from '../../content/toolkit-box'

/** "What's in the Box": six disclosure cards, at most one open, none at first. */
export function BoxSection() {
  const [openItem, setOpenItem] = useState<string | null>(null)
  return (
    <section aria-labelledby="box-title" className="bg-ink-50 py-20 md:py-28">
      <div className="container-page">
        <SectionIntro id="box-title" {...boxSection} />
        <ul className="mt-14 grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {boxItems.map((item, index) => {
            const open = openItem === item.item
            const panelId = `box-item-${index}`
            return (
              <li
                key={item.item}
                className={`rounded-card bg-white transition-shadow duration-300 ${
                  open ? 'shadow-lift ring-2 ring-iris-500' : 'shadow-card ring-1 ring-ink-200'
                }`}
              >
                <h3>
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenItem(open ? null : item.item)}
                    className="flex w-full items-center gap-4 rounded-card p-6 text-left"
                  >
                    <span className="grid h-14 w-16 shrink-0 place-items-center rounded-2xl bg-iris-50 font-display text-2xl font-bold text-iris-700">
                      {item.count}
                    </span>
                    <span className="flex-1 font-display text-xl leading-tight font-bold text-ink-950">
                      {item.item}
                    </span>
                    <span
                      aria-hidden="true"
                      className={`grid size-9 shrink-0 place-items-center rounded-full transition duration-300 ease-out-soft ${
                        open ? 'rotate-90 bg-iris-600 text-white' : 'bg-ink-100 text-ink-700'
                      }`}
                    >
                      <Icon name="arrow-right" />
                    </span>
                  </button>
                </h3>
                <p className="-mt-2 px-6 pb-6 text-[0.9375rem] text-ink-600">{item.description}</p>
                <div
                  id={panelId}
                  hidden={!open}
                  className="mx-6 mb-6 border-t border-ink-200 pt-5 transition duration-300 ease-out-soft starting:-translate-y-1 starting:opacity-0"
                >
                  <ul className="space-y-2.5 text-[0.9375rem] text-ink-700">
                    {item.details.map((detail) => (
                      <li key={detail} className="flex gap-3">
                        <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-sun-500" />
                        {detail}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
