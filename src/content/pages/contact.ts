import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `contact`. */
export const page = {
  path: '/contact',
  title: 'Contact · Think First',
  description:
    'Write to the Think First team about workshops, custom programmes or partnerships. We answer within 24 hours on business days.',
  indexable: true,
} as const satisfies PageMeta
