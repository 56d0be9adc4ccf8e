import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `sharedResult`. */
export const page = {
  path: '/result/$uuid',
  title: 'A MojoMe cognitive fingerprint · Think First',
  description:
    'A MojoMe cognitive fingerprint card: expertise, super-powers, motivation drivers and watch-outs.',
  indexable: false,
} as const satisfies PageMeta
