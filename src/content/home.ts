import type { Hero } from './types'

export const homeHero: Hero = {
  eyebrow: 'PROMPT ENGINEERING IS DEAD',
  title: 'Think first, Prompt later.',
  intro:
    'Answer = Knowledge × Questions. We teach professionals and teams to think with AI instead of handing their thinking to it: sharper questions, better judgement, work that is unmistakably yours.',
  actions: [
    { label: 'What Kind of Thinker Are You?', to: '/mojo-me', variant: 'accent' },
    { label: 'Get the Toolkit', to: '/product', variant: 'on-dark' },
  ],
  tone: 'dark',
}

export const homeHighlights = {
  label: 'Why it works',
  items: [
    { value: '3 min', text: 'to discover your thinking style with MojoMe' },
    { value: '98', text: 'cards in the toolkit across four thinking systems' },
    { value: '10X', text: 'gains when teams question before they prompt' },
  ],
} as const
