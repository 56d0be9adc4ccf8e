import type { Hero } from './types'

export const assessmentTitle: Hero = {
  eyebrow: 'MojoMe · Free thinking assessment',
  title: 'Discover your super-powers in under 5 minutes',
  intro:
    'Swipe through quick either-or cards about what drives you and what drains you, name your expertise, pick three super-powers, and get your cognitive fingerprint.',
  actions: [],
  tone: 'light',
}

export const assessmentPromises: readonly string[] = [
  'Thirty quick swipes, no right or wrong answers',
  'A personal cognitive fingerprint card you can share',
  'Everything is computed on your device and stays there',
]

export const assessmentCopy = {
  start: 'Start Discovery',
  promisesLabel: 'What you get',
} as const
