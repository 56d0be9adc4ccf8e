import { useDrag } from '@use-gesture/react'
import { useRef, useState, type KeyboardEvent } from 'react'
import { Icon } from '../../components/ui/icon'
import { SectionIntro } from '../../components/ui/section-intro'
import { carouselSection } from '../../content/product'
import { CAROUSEL_RADIUS, personas } from '../../content/product/personas'
import { stepIndex, swipeDirection, visibleWindow, wrapIndex } from '../../domain/product/carousel-index'
import { PersonaStage } from './persona-stage'

/** Horizontal travel, in CSS pixels, that counts as a swipe rather than a tap. */
const SWIPE_THRESHOLD_PX = 40

const ARROW_BUTTON =
  'grid size-12 shrink-0 place-items-center rounded-full bg-white text-ink-900 shadow-card ring-1 ring-ink-200 transition hover:bg-ink-50 hover:ring-ink-400 active:translate-y-px'

/** 'Choose Your Cognitive Role': twelve persona cards, five in view, wrapping at both ends. */
export function PersonaCarousel() {
  const [current, setCurrent] = useState(0)
  const count = personas.length
  const step = (delta: number) => setCurrent((index) => stepIndex(index, delta, count))
  // A swipe that ends over a card must not also select it.
  const swiped = useRef(false)
  const bindSwipe = useDrag(
    ({ first, last, xy: [x1, y1], initial: [x0, y0] }) => {
      if (first) swiped.current = false
      const dx = x1 - x0
      if (!last || Math.abs(y1 - y0) > Math.abs(dx)) return
      const direction = swipeDirection(dx, SWIPE_THRESHOLD_PX)
      if (direction === 0) return
      swiped.current = true
      step(direction)
    },
    { filterTaps: true, pointer: { touch: true } },
  )
  const persona = personas[current]

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      Home: () => setCurrent(0),
      End: () => setCurrent(count - 1),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }

  function select(index: number) {
    if (swiped.current) {
      swiped.current = false
      return
    }
    setCurrent(wrapIndex(index, count))
  }

  return (
    <section aria-labelledby="personas-title" className="overflow-x-clip bg-white py-20 md:py-28">
      <div className="container-page">
        <SectionIntro id="personas-title" {...carouselSection} />
        <div
          role="group"
          aria-roledescription="carousel"
          aria-label={carouselSection.carouselLabel}
          aria-describedby="personas-hint"
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="mt-14 rounded-card"
        >
          <div className="touch-pan-y" {...bindSwipe()}>
            <PersonaStage
              personas={personas}
              slots={visibleWindow(current, count, CAROUSEL_RADIUS)}
              onSelect={select}
            />
          </div>
          <div className="mx-auto mt-8 flex max-w-md items-center justify-between gap-4">
            <button
              type="button"
              className={ARROW_BUTTON}
              aria-label={carouselSection.previous}
              onClick={() => step(-1)}
            >
              <Icon name="arrow-left" className="size-5" />
            </button>
            <p role="status" className="min-w-0 text-center">
              <span className="block font-display text-2xl font-bold text-ink-950">{persona?.name}</span>
              <span className="mt-1 block text-[0.9375rem] text-ink-600">{persona?.question}</span>
              {persona && persona.cardNames.length > 0 && (
                <span className="mt-1 block text-sm font-semibold text-iris-700">
                  {carouselSection.cardNames(persona.cardNames)}
                </span>
              )}
            </p>
            <button
              type="button"
              className={ARROW_BUTTON}
              aria-label={carouselSection.next}
              onClick={() => step(1)}
            >
              <Icon name="arrow-right" className="size-5" />
            </button>
          </div>
          <ul aria-label={carouselSection.dotsLabel} className="mt-6 flex flex-wrap justify-center gap-0.5">
            {personas.map((item, index) => (
              <li key={item.name}>
                <button
                  type="button"
                  aria-label={carouselSection.dotLabel(index + 1, item.name)}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => setCurrent(index)}
                  className="group grid size-6 place-items-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-pill transition-all duration-300 ${
                      index === current ? 'w-5 bg-iris-600' : 'w-2.5 bg-ink-300 group-hover:bg-ink-500'
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <p id="personas-hint" className="mt-3 text-center text-sm text-ink-500">
            {carouselSection.keyboardHint}
          </p>
        </div>
      </div>
    </section>
  )
}
