import { useEffect, useRef, useState } from 'react'
import { aboutTeam } from '../../content/about'
import { Icon } from '../../components/ui/icon'
import { usePrefersReducedMotion } from '../../lib/reduced-motion'
import { AboutTeamCard } from './team-card'

interface ScrollEdges {
  atStart: boolean
  atEnd: boolean
}

/**
 * The team as a horizontal, snapping list (on wide screens the four cards share the page's width, and the
 * arrows go when there is nothing to scroll). The scroller itself is focusable, so arrow keys scroll it;
 * the buttons step one card for pointer users.
 */
export function AboutTeam() {
  const scroller = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState<ScrollEdges>({ atStart: true, atEnd: false })
  const reducedMotion = usePrefersReducedMotion()

  function updateEdges() {
    const element = scroller.current
    if (!element) return
    const atStart = element.scrollLeft <= 1
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1
    setEdges((current) =>
      current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd },
    )
  }

  useEffect(() => {
    updateEdges()
    window.addEventListener('resize', updateEdges)
    return () => window.removeEventListener('resize', updateEdges)
  }, [])

  function step(direction: 1 | -1) {
    const element = scroller.current
    const card = element?.querySelector('li')
    if (!element || !card) return
    const gap = parseFloat(getComputedStyle(card.parentElement ?? card).columnGap) || 0
    element.scrollBy({
      left: direction * (card.offsetWidth + gap),
      behavior: reducedMotion ? 'auto' : 'smooth',
    })
  }

  const buttonClass =
    'grid size-11 place-items-center rounded-full bg-white text-ink-900 shadow-card ring-1 ring-ink-200 transition ring-inset hover:ring-ink-400 disabled:cursor-not-allowed disabled:opacity-40'
  return (
    <section aria-labelledby="about-team-title" className="overflow-hidden bg-ink-50 py-20 md:py-28">
      <div className="container-page flex items-end justify-between gap-6">
        <div className="max-w-2xl">
          <h2 id="about-team-title" className="text-headline font-bold text-ink-950">
            {aboutTeam.title}
          </h2>
          <p className="mt-4 text-lead text-ink-600">{aboutTeam.intro}</p>
        </div>
        <div className={`hidden shrink-0 gap-3 ${edges.atStart && edges.atEnd ? '' : 'md:flex'}`}>
          <button
            type="button"
            className={buttonClass}
            aria-label={aboutTeam.previous}
            disabled={edges.atStart}
            onClick={() => step(-1)}
          >
            <Icon name="arrow-left" className="size-5" />
          </button>
          <button
            type="button"
            className={buttonClass}
            aria-label={aboutTeam.next}
            disabled={edges.atEnd}
            onClick={() => step(1)}
          >
            <Icon name="arrow-right" className="size-5" />
          </button>
        </div>
      </div>
      <div
        ref={scroller}
        role="region"
        aria-label={aboutTeam.scrollerLabel}
        tabIndex={0}
        onScroll={updateEdges}
        className="scroller-bleed mt-12 flex snap-x snap-mandatory overflow-x-auto pb-6 md:mt-14"
      >
        <ul className="flex gap-5 md:gap-6">
          {aboutTeam.members.map((member) => (
            <li
              key={member.email}
              className="w-[min(19rem,80vw)] shrink-0 snap-start sm:w-[22rem] xl:w-[calc((var(--container-page)-4rem-4.5rem)/4)]"
            >
              <AboutTeamCard member={member} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
