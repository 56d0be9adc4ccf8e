import type { Hero } from './types'

export const intakeHero: Hero = {
  eyebrow: 'Workshop intake',
  title: 'Find the workshop your organisation needs',
  intro:
    'Three short steps: your organisation, where its AI gaps are, and your budget and timeline. You get a recommendation straight away, and we follow up within one business day.',
  actions: [{ label: 'Questions first? Contact us', to: '/contact', variant: 'secondary' }],
  tone: 'light',
}
