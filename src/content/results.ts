import type { Hero } from './types'

export const resultsHero: Hero = {
  eyebrow: 'MojoMe results',
  title: 'Your results page with a card is coming soon',
  intro:
    'Soon this page will list every MojoMe card saved on this device, ready to open, share or delete. Until then, take the assessment and share your card from its results screen.',
  actions: [{ label: 'Discover Your MojoMe', to: '/mojo-me', variant: 'primary' }],
  tone: 'light',
}

export const sharedResultHero: Hero = {
  eyebrow: 'MojoMe result',
  title: 'Shared MojoMe cards are coming soon',
  intro:
    'Someone shared their cognitive fingerprint with you. Shared cards will open right here shortly; in the meantime, discover your own thinking style.',
  actions: [{ label: 'Discover your own MojoMe', to: '/mojo-me', variant: 'primary' }],
  tone: 'light',
}
