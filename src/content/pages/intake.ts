import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `intake`. */
export const page = {
  path: '/intake',
  title: 'Workshop intake assessment · Think First',
  description:
    'Three short steps about your organisation, its AI gaps and your budget, and we recommend the workshop that fits.',
  indexable: true,
} as const satisfies PageMeta
