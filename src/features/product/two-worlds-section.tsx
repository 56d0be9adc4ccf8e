import { Icon } from '../../components/ui/icon'
import { SectionIntro } from '../../components/ui/section-intro'
import { twoWorlds, type World } from '../../content/product'

interface WorldLook {
  card: string
  label: string
  title: string
  stat: string
  statLabel: string
  points: string
  mark: string
  icon: 'close' | 'check'
  iconSize: string
}

// The two worlds share one layout; only their palette and mark differ.
const looks: Record<'atrophy' | 'performance', WorldLook> = {
  atrophy: {
    card: 'rounded-card bg-white p-7 ring-1 ring-ink-200 md:p-10',
    label: 'text-ink-500',
    title: 'text-ink-700',
    stat: 'text-ink-400',
    statLabel: 'text-ink-500',
    points: 'text-ink-600',
    mark: 'bg-ember-100 text-ember-700',
    icon: 'close',
    iconSize: 'size-3',
  },
  performance: {
    card: 'on-dark hero-mesh relative overflow-hidden rounded-card p-7 text-white shadow-lift md:p-10',
    label: 'text-sun-400',
    title: 'text-white',
    stat: 'text-sun-400',
    statLabel: 'text-ink-200',
    points: 'text-ink-100',
    mark: 'bg-mint-100 text-mint-600',
    icon: 'check',
    iconSize: 'size-3.5',
  },
}

function WorldCard({ id, world, look }: { id: string; world: World; look: WorldLook }) {
  return (
    <article aria-labelledby={id} className={look.card}>
      <p className={`text-xs font-bold tracking-[0.14em] uppercase ${look.label}`}>{world.label}</p>
      <h3 id={id} className={`mt-2 text-title font-bold ${look.title}`}>
        {world.title}
      </h3>
      <p className="mt-6 flex items-baseline gap-3">
        <span className={`font-display text-6xl font-bold tracking-tight ${look.stat}`}>{world.stat}</span>
        <span className={`text-sm font-medium ${look.statLabel}`}>{world.statLabel}</span>
      </p>
      <ul className={`mt-8 space-y-3 ${look.points}`}>
        {world.points.map((point) => (
          <li key={point} className="flex gap-3">
            <span
              aria-hidden="true"
              className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-full ${look.mark}`}
            >
              <Icon name={look.icon} className={look.iconSize} strokeWidth={3} />
            </span>
            {point}
          </li>
        ))}
      </ul>
    </article>
  )
}

/** 'We Live in Two Worlds': handing thinking to AI beside thinking with it. */
export function TwoWorldsSection() {
  const [atrophy, performance] = twoWorlds.worlds
  return (
    <section aria-labelledby="two-worlds-title" className="bg-ink-50 py-20 md:py-28">
      <div className="container-page">
        <SectionIntro id="two-worlds-title" {...twoWorlds} />
        <div className="relative mt-14 grid gap-5 md:grid-cols-2 md:gap-6">
          <WorldCard id="world-atrophy" world={atrophy} look={looks.atrophy} />
          <WorldCard id="world-performance" world={performance} look={looks.performance} />
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
