import type { Hero } from './types'

export const contactHero: Hero = {
  eyebrow: 'Contact',
  title: "Let's talk about how your team thinks",
  intro:
    'Workshops, custom programmes, partnerships or a question about the toolkit: write to us and a real person answers within 24 hours on business days.',
  actions: [{ label: 'Plan a Workshop', to: '/intake', variant: 'primary' }],
  tone: 'light',
}
