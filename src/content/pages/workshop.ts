import type { PageMeta } from '../page-meta'

/** The address and search-engine text of the page `content/pages.ts` lists as `workshop`. */
export const page = {
  path: '/workshop',
  title: 'Workshop mode · MojoMe for a room of people',
  description:
    'Run MojoMe on shared tablets in a workshop: attendees take their card home by QR code, and the facilitator sees the group. Works offline, no accounts.',
  indexable: true,
} as const satisfies PageMeta
