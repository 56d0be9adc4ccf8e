import type { Hero } from './types'

export const resourcesHero: Hero = {
  eyebrow: 'Resources',
  title: 'Learn to think with AI',
  intro:
    'A hand-picked library of essays, talks, courses and podcasts from the people shaping how we work with AI. Search it, filter it by source, and share what you find.',
  actions: [
    { label: 'Discover Your MojoMe', to: '/mojo-me', variant: 'primary' },
    { label: 'Explore Workshops', to: '/workshops', variant: 'secondary' },
  ],
  tone: 'light',
}
