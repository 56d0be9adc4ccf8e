import type { Hero } from '../types'
import { heroArt } from '../hero-art'

/** The home page's first screen, which answers before the rest of the page has its code. */
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
  art: heroArt.deckOnDark,
}
