import type { CSSProperties } from 'react'
import { carouselSection } from '../../content/product'
import { PERSONA_IMAGE_SIZE, type Persona } from '../../content/product/personas'
import type { CarouselSlot } from '../../domain/product/carousel-index'

interface PersonaStageProps {
  personas: readonly Persona[]
  slots: readonly CarouselSlot[]
  onSelect: (index: number) => void
}

/** How far (in card steps) and how large each distance from the current card sits; a fanned row. */
const SHIFT = [0, 1, 1.8] as const
const SCALE = [1, 0.84, 0.7] as const
const BRIGHTNESS = [1, 0.96, 0.9] as const

function slotStyle(offset: number): CSSProperties {
  const distance = Math.min(Math.abs(offset), SHIFT.length - 1)
  const shift = Math.sign(offset) * (SHIFT[distance] ?? 0)
  return {
    // The same product as `shift * var(--card-step)`, in the order the Nu HTML Checker's CSS parser accepts.
    transform: `translateX(calc(-50% + var(--card-step) * ${shift})) scale(${SCALE[distance]})`,
    filter: distance === 0 ? undefined : `brightness(${BRIGHTNESS[distance]}) saturate(0.85)`,
    zIndex: 30 - distance * 10,
  }
}

/**
 * The visible cards: the current one plus its neighbours. Each keeps its key as it moves, so the move is
 * a CSS transition; a side card is a button that brings it to the front (the dots do so from the keyboard).
 */
export function PersonaStage({ personas, slots, onSelect }: PersonaStageProps) {
  return (
    <div className="relative mx-auto h-[17.5rem] [--card-step:5.75rem] sm:h-[19rem] sm:[--card-step:8.5rem] md:h-[22rem] md:[--card-step:11.5rem] lg:[--card-step:13rem]">
      {slots.map(({ index, offset }) => {
        const persona = personas[index]
        if (!persona) return null
        const image = (
          <img
            src={persona.image}
            alt={carouselSection.imageAlt(persona.name)}
            width={PERSONA_IMAGE_SIZE.width}
            height={PERSONA_IMAGE_SIZE.height}
            loading="lazy"
            decoding="async"
            draggable={false}
            className="h-auto w-full rounded-[1.375rem] shadow-lift select-none"
          />
        )
        return (
          <div
            key={persona.name}
            role="group"
            aria-roledescription="slide"
            aria-label={carouselSection.slideLabel(index + 1, personas.length)}
            style={slotStyle(offset)}
            className="absolute top-0 left-1/2 w-[12rem] origin-center transition-[transform,filter] duration-500 ease-out-soft starting:opacity-0 sm:w-[13rem] md:w-[15rem]"
          >
            {offset === 0 ? (
              image
            ) : (
              <button
                type="button"
                tabIndex={-1}
                onClick={() => onSelect(index)}
                className="block w-full cursor-pointer rounded-[1.375rem] transition hover:brightness-105"
              >
                {image}
              </button>
            )}
          </div>
        )
      })}
    </div>
  )
}
