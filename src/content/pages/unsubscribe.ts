import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `unsubscribe`. */
export const page = {
  path: '/unsubscribe',
  title: 'Unsubscribe · Think First',
  description:
    'Manage or stop e-mails from Think First. One-click unsubscribe is on its way; until then, one reply removes you.',
  indexable: true,
} as const satisfies PageMeta
