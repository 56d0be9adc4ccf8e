import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `workshops`. */
export const page = {
  path: '/workshops',
  title: 'Workshops · Think First',
  description:
    'Hands-on workshops that teach teams to think with AI: from a one-day session to a full Think Week. Find the right format in four clicks.',
  indexable: true,
} as const satisfies PageMeta
