import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `results`. */
export const page = {
  path: '/result',
  title: 'Your MojoMe results · Think First',
  description: 'The MojoMe cognitive fingerprint cards saved on this device.',
  indexable: true,
} as const satisfies PageMeta
