import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `sharedCard`. */
export const page = {
  path: '/c/$code',
  title: 'A MojoMe card · Think First',
  description:
    'A MojoMe cognitive fingerprint card: expertise, super-powers, motivation drivers and watch-outs.',
  indexable: false,
} as const satisfies PageMeta
