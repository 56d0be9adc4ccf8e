import { powerPersonas } from '../assessment/power-personas'
import { superPowers } from '../assessment/powers'

export interface Persona {
  name: string
  /**
   * The MojoMe card names this picture stands for: the super-powers that pick it (power-personas.ts), whose
   * names its label shows on an exported card.
   */
  cardNames: readonly string[]
  /** The card image, an SVG in public/personas/. */
  image: string
  /** The question the persona asks, shown in the caption. */
  question: string
}

/** The card images' intrinsic size, so the page reserves their space before they load. */
export const PERSONA_IMAGE_SIZE = { width: 240, height: 336 } as const

/** How many cards the carousel shows on each side of the current one. */
export const CAROUSEL_RADIUS = 2

function persona(name: string, question: string): Persona {
  const cardNames = superPowers.filter((power) => powerPersonas[power.id] === name).map((power) => power.name)
  return { name, cardNames, image: `/personas/${name.toLowerCase()}.svg`, question }
}

/** The twelve personas, in carousel order. */
export const personas: readonly Persona[] = [
  persona('Evaluator', 'What would make this fail?'),
  persona('Innovator', 'What if we did the opposite?'),
  persona('Architect', 'How do the pieces fit together?'),
  persona('Communicator', 'Who needs to hear this, and how?'),
  persona('Analyst', 'What does the evidence actually say?'),
  persona('Visionary', 'Where could this be in ten years?'),
  persona('Synthesizer', 'What connects these ideas?'),
  persona('Creator', 'What would we make if nothing stopped us?'),
  persona('Explorer', 'What have we not looked at yet?'),
  persona('Builder', 'What can we ship by Friday?'),
  persona('Connector', 'Who else should be in this room?'),
  persona('Optimizer', 'Where is the waste?'),
]
