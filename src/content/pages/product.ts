import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `product`. */
export const page = {
  path: '/product',
  title: 'The Think First Toolkit · A card deck for thinking with AI',
  description:
    'A physical and digital card deck of personas, thought flows and challenge sheets that turns AI from an answer machine into a thinking partner. 30-day money-back guarantee.',
  indexable: true,
} as const satisfies PageMeta
