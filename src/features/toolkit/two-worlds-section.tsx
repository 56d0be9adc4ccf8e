import { Icon } from '../../components/ui/icon'
import { SectionIntro } from '../../components/ui/section-intro'
import { twoWorlds } from '../../content/toolkit'

/** 'We Live in Two Worlds': handing thinking to AI beside thinking with it. */
export function TwoWorldsSection() {
  const [atrophy, performance] = twoWorlds.worlds
  return (
    <section aria-labelledby="two-worlds-title" className="bg-ink-50 py-20 md:py-28">
      <div className="container-page">
        <SectionIntro id="two-worlds-title" {...twoWorlds} />
        <div className="relative mt-14 grid gap-5 md:grid-cols-2 md:gap-6">
          <article
            aria-labelledby="world-atrophy"
            className="rounded-card bg-white p-7 ring-1 ring-ink-200 md:p-10"
          >
            <p className="text-xs font-bold tracking-[0.14em] text-ink-500 uppercase">{atrophy.label}</p>
            <h3 id="world-atrophy" className="mt-2 text-title font-bold text-ink-700">
              {atrophy.title}
            </h3>
            <p className="mt-6 flex items-baseline gap-3">
              <span className="font-display text-6xl font-bold tracking-tight text-ink-400">
                {atrophy.stat}
              </span>
              <span className="text-sm font-medium text-ink-500">{atrophy.statLabel}</span>
            </p>
            <ul className="mt-8 space-y-3 text-ink-600">
              {atrophy.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-ember-100 text-ember-700"
                  >
                    <Icon name="close" className="size-3" strokeWidth={3} />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </article>
          <article
            aria-labelledby="world-performance"
            className="on-dark hero-mesh relative overflow-hidden rounded-card p-7 text-white shadow-lift md:p-10"
          >
            <p className="text-xs font-bold tracking-[0.14em] text-sun-400 uppercase">{performance.label}</p>
            <h3 id="world-performance" className="mt-2 text-title font-bold text-white">
              {performance.title}
            </h3>
            <p className="mt-6 flex items-baseline gap-3">
              <span className="font-display text-6xl font-bold tracking-tight text-sun-400">
                {performance.stat}
              </span>
              <span className="text-sm font-medium text-ink-200">{performance.statLabel}</span>
            </p>
            <ul className="mt-8 space-y-3 text-ink-100">
              {performance.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-mint-100 text-mint-600"
                  >
                    <Icon name="check" className="size-3.5" strokeWidth={3} />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </article>
          <span
            aria-hidden="true"
            className="absolute top-1/2 left-1/2 hidden size-14 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-sun-500 font-display text-lg font-bold text-ink-950 shadow-lift ring-8 ring-ink-50 md:grid"
          >
            {twoWorlds.versus}
          </span>
        </div>
        <p className="mx-auto mt-10 max-w-2xl text-center font-display text-xl font-semibold text-ink-900 md:text-2xl">
          {twoWorlds.bridge}
        </p>
      </div>
    </section>
  )
}
