import { useState } from 'react'
import { SectionIntro } from '../../components/ui/section-intro'
import { systemsSection } from '../../content/product'
import { thinkingSystems, type ThinkingSystem } from '../../content/product/systems'
import { systemColorClasses } from './system-colors'

const PANEL_ID = 'thinking-system-panel'

/** 'The Four Thinking Systems': four toggle buttons, exactly one selected, and the selected system's detail. */
export function ThinkingSystemsSection() {
  const [selectedId, setSelectedId] = useState<ThinkingSystem['id']>(0)
  const selected = thinkingSystems.find((system) => system.id === selectedId) ?? thinkingSystems[0]
  if (!selected) return null
  const colors = systemColorClasses[selected.color]
  return (
    <section aria-labelledby="systems-title" className="bg-white py-20 md:py-28">
      <div className="container-page">
        <SectionIntro id="systems-title" {...systemsSection} />
        <ul className="mt-14 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4 lg:gap-6">
          {thinkingSystems.map((system) => {
            const active = system.id === selectedId
            const color = systemColorClasses[system.color]
            return (
              <li key={system.id} className="flex">
                <button
                  type="button"
                  aria-pressed={active}
                  aria-controls={PANEL_ID}
                  onClick={() => setSelectedId(system.id)}
                  className={`flex w-full flex-col items-start rounded-card p-4 text-left transition duration-300 ease-out-soft sm:p-6 ${
                    active
                      ? `${color.selected} z-10 scale-[1.04] shadow-lift`
                      : 'bg-ink-50 text-ink-900 ring-1 ring-ink-200 hover:-translate-y-0.5 hover:shadow-card'
                  }`}
                >
                  <span className="flex items-center gap-2 text-xs font-bold tracking-[0.14em] uppercase opacity-80">
                    <span
                      aria-hidden="true"
                      className={`size-2.5 rounded-full ${active ? 'bg-current' : color.swatch}`}
                    />
                    {system.subtitle}
                  </span>
                  <span className="mt-3 font-display text-lg leading-tight font-bold sm:text-2xl">
                    {system.title}
                  </span>
                  <span className="mt-auto flex items-baseline gap-1.5 pt-6">
                    <span className="font-display text-4xl font-bold tracking-tight sm:text-5xl">
                      {system.cardCount}
                    </span>
                    <span className="text-sm font-semibold opacity-80">{systemsSection.cardsUnit}</span>
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
        <div
          id={PANEL_ID}
          className="mt-10 grid gap-8 rounded-card bg-ink-50 p-7 ring-1 ring-ink-200 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] md:p-10"
        >
          <div>
            <p className="text-xs font-bold tracking-[0.14em] text-ink-500 uppercase">
              {selected.subtitle} · {selected.cardCount} {systemsSection.cardsUnit}
            </p>
            <h3 className="mt-2 text-title font-bold text-ink-950">{selected.title}</h3>
            <p className="mt-4 text-ink-600">{selected.description}</p>
          </div>
          <div>
            <h4 className="text-sm font-bold text-ink-900">{systemsSection.examplesLabel}</h4>
            <ul className="mt-3 flex flex-wrap gap-2">
              {selected.examples.map((example) => (
                <li
                  key={example}
                  className={`rounded-pill px-3.5 py-1.5 text-sm font-semibold ${colors.tint}`}
                >
                  {example}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  )
}
