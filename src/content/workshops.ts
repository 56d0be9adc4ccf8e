import type { Hero } from './types'

export const workshopsHero: Hero = {
  eyebrow: 'Workshops',
  title: 'Workshops that teach teams to think with AI',
  intro:
    'From a focused one-day session to a full Think Week, our facilitators build the habits that make AI amplify judgement instead of replacing it. Delivered virtually, in person or hybrid.',
  actions: [
    { label: 'Start the Intake', to: '/intake', variant: 'accent' },
    { label: 'Talk to Us', to: '/contact', variant: 'on-dark' },
  ],
  tone: 'dark',
}
