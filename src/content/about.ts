import type { Hero } from './types'

export const aboutHero: Hero = {
  eyebrow: 'About us',
  title: 'We believe thinking is the skill AI cannot replace',
  intro:
    'Think First is a small team of facilitators, researchers and designers. We help people use AI to ask better questions, reason more deeply and keep ownership of their judgement.',
  actions: [
    { label: 'Discover Your MojoMe', to: '/mojo-me', variant: 'primary' },
    { label: 'Get in Touch', to: '/contact', variant: 'secondary' },
  ],
  tone: 'light',
}
