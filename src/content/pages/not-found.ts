import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `notFound`. */
export const page = {
  path: '/404',
  title: 'Page not found · Think First',
  description: 'This page got lost. Head home or discover your thinking style with MojoMe.',
  indexable: false,
} as const satisfies PageMeta
