import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `resources`. */
export const page = {
  path: '/resources',
  title: 'Resources on thinking with AI · Think First',
  description:
    'A curated library of essays, videos, courses and podcasts on thinking with AI, searchable and filtered by source.',
  indexable: true,
} as const satisfies PageMeta
