import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `joinRoom`. */
export const page = {
  path: '/join/$code',
  title: 'Joining the room · MojoMe · Think First',
  description: 'Join a live MojoMe workshop from your own phone.',
  indexable: false,
} as const satisfies PageMeta
