import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `privacy`. */
export const page = {
  path: '/legal/privacy',
  title: 'Privacy Policy · Think First',
  description:
    'How Think First handles personal information: what we collect, why, how it is protected, and your rights. No AI training on personal data.',
  indexable: true,
} as const satisfies PageMeta
