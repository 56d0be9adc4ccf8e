import { site } from './site'
import type { Hero } from './types'

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
}
