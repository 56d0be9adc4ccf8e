import { site } from '../site'
import type { CallToAction, Hero } from '../types'
import { heroArt } from '../hero-art'

export const toolkitHero: Hero = {
  eyebrow: 'The Think First Toolkit',
  title: 'A card deck that makes AI your thinking partner',
  intro:
    'Personas, thought flows and challenge sheets that turn a chat window into a structured thinking session. Physical and digital editions, shipped worldwide, with a 30-day money-back guarantee.',
  actions: [
    { label: 'Buy Your Deck', href: site.purchaseUrl, variant: 'primary' },
    { label: 'Explore Workshops', to: '/workshops', variant: 'secondary' },
  ],
  tone: 'light',
  art: heroArt.cardStack,
}

/** A section's small label, heading and one-paragraph introduction. */
export interface SectionCopy {
  eyebrow: string
  heading: string
  intro: string
}

export interface World {
  label: string
  title: string
  stat: string
  statLabel: string
  points: readonly string[]
}

export const twoWorlds: SectionCopy & { worlds: readonly [World, World]; versus: string; bridge: string } = {
  eyebrow: 'The choice',
  heading: 'We Live in Two Worlds',
  intro:
    'The same tools sit in front of everyone. What changes the outcome is whether people hand their thinking to AI, or bring it.',
  worlds: [
    {
      label: 'World one',
      title: 'Brain atrophy',
      stat: '0X',
      statLabel: 'new thinking when AI does it all',
      points: [
        'Paste the question, accept the first answer',
        'Judgement fades from lack of use',
        'Work looks polished and sounds like everyone else',
        'Errors slip through because nobody is checking',
      ],
    },
    {
      label: 'World two',
      title: '20X performance',
      stat: '20X',
      statLabel: 'output when people think first',
      points: [
        'Frame the problem before the first prompt',
        'Use AI to challenge, widen and test ideas',
        'Keep ownership of the decision and the voice',
        'Compound skills with every session',
      ],
    },
  ],
  versus: 'vs',
  bridge: 'The toolkit is the bridge: a repeatable way to think first and prompt later.',
}

export const systemsSection: SectionCopy & { cardsUnit: string; examplesLabel: string } = {
  eyebrow: 'How the deck is built',
  heading: 'The Four Thinking Systems',
  intro:
    'Every card belongs to one of four systems, from the tools in your hand to the machines on your screen. Choose a system to see what it trains.',
  cardsUnit: 'cards',
  examplesLabel: 'On the cards',
}

export const boxSection: SectionCopy = {
  eyebrow: 'Unboxing',
  heading: "What's in the Box",
  intro:
    'Six components that work on a table, on a video call, or on your own. Open any of them to look inside.',
}

export const carouselSection: SectionCopy & {
  carouselLabel: string
  previous: string
  next: string
  dotsLabel: string
  dotLabel: (position: number, name: string) => string
  slideLabel: (position: number, total: number) => string
  imageAlt: (name: string) => string
  keyboardHint: string
  cardNames: (names: readonly string[]) => string
} = {
  eyebrow: 'Persona cards',
  heading: 'Choose Your Cognitive Role',
  intro:
    'Each persona card is a lens. Ask the model to think as the Evaluator, then as the Visionary, and watch the same problem open up.',
  carouselLabel: 'Persona cards',
  previous: 'Previous persona',
  next: 'Next persona',
  dotsLabel: 'Choose a persona',
  dotLabel: (position, name) => `Show persona ${position}: ${name}`,
  slideLabel: (position, total) => `${position} of ${total}`,
  imageAlt: (name) => `The ${name} persona card`,
  keyboardHint: 'Use the arrow keys or swipe to browse',
  cardNames: (names) => `On MojoMe cards: ${names.join(' and ')}`,
}

export const testimonialSection = {
  heading: 'What a deck owner says',
} as const

export interface Claim {
  value: string
  title: string
  text: string
}

export const toolkitClaims: SectionCopy & {
  claims: readonly Claim[]
  asSeenAtLabel: string
  asSeenAt: readonly string[]
} = {
  eyebrow: 'The promise',
  heading: 'Built to pay for itself',
  intro: 'Teams that question before they prompt report 10X gains on the work that matters.',
  claims: [
    { value: '10X', title: '10X gains', text: 'Sharper questions compound into better answers, faster.' },
    {
      value: '30 days',
      title: '30-day money-back guarantee',
      text: 'Not thinking better in a month? Send it back.',
    },
    {
      value: '2 editions',
      title: 'Physical and digital editions',
      text: 'A boxed deck for the table, a digital deck for calls.',
    },
    { value: 'Worldwide', title: 'Global shipping', text: 'We ship the physical edition worldwide.' },
  ],
  asSeenAtLabel: 'As seen at',
  asSeenAt: site.asSeenAt,
}

export const toolkitClosing: { heading: string; text: string; actions: readonly CallToAction[] } = {
  heading: 'Think first. Then open the chat.',
  text: 'Put 98 cards between your team and the prompt box, and make every AI session a thinking session.',
  actions: [
    { label: 'Buy Your Deck', href: site.purchaseUrl, variant: 'accent' },
    { label: 'Discover Your MojoMe', to: '/mojo-me', variant: 'on-dark' },
  ],
}
