import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `room`. */
export const page = {
  path: '/room/$code',
  title: 'Room screen · MojoMe · Think First',
  description: "A live MojoMe workshop's room screen, for the projector.",
  indexable: false,
} as const satisfies PageMeta
