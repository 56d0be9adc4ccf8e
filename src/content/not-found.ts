import type { Hero } from './types'
import { heroArt } from './hero-art'

export const notFoundHero: Hero = {
  eyebrow: '404 · Page not found',
  title: 'Think Different, Navigate Better',
  intro:
    'This page got lost somewhere between a question and an answer. It may have moved, or the link may be mistyped. Let’s get you back on track.',
  actions: [
    { label: 'Back to Home', to: '/', variant: 'primary' },
    { label: 'Discover Your MojoMe', to: '/mojo-me', variant: 'secondary' },
  ],
  tone: 'light',
  art: heroArt.lostMap,
}

/** The console line that records a missing path, for whoever reads the logs. */
export const notFoundLogPrefix = '404: no page at'
