import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `about`. */
export const page = {
  path: '/about',
  title: 'About · Think First',
  description:
    'Our mission, vision and values, and the team that teaches people to think with AI rather than hand their thinking to it.',
  indexable: true,
} as const satisfies PageMeta
