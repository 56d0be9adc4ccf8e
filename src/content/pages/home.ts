import { assessmentDuration } from '../assessment-duration'
import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `home`. */
export const page = {
  path: '/',
  title: 'Think First · Think with AI, not just prompt it',
  description: `Prompt engineering is dead. Think First teaches professionals and teams to think with AI: a card-game toolkit, workshops and MojoMe, a free thinking-style assessment that takes ${assessmentDuration.phrase}.`,
  indexable: true,
} as const satisfies PageMeta
