import { assessmentDuration } from '../assessment-duration'
import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `mojoMe`. */
export const page = {
  path: '/mojo-me',
  title: 'MojoMe · Discover your thinking super-powers',
  description: `A free, game-like self-assessment: swipe through 30 cards, pick your super-powers and get a shareable cognitive fingerprint card in ${assessmentDuration.phrase}.`,
  indexable: true,
} as const satisfies PageMeta
