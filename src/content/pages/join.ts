import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `join`. */
export const page = {
  path: '/join',
  title: 'Join a room · MojoMe · Think First',
  description: 'Type the code on the room screen to join a live MojoMe workshop from your own phone.',
  indexable: false,
} as const satisfies PageMeta
