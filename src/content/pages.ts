import { assessmentDuration } from './assessment-duration'

/**
 * Every page's address and search-engine text. The prerenderer, the sitemap and each route's <head> read
 * this table, so a page's title is written once.
 */
export interface PageMeta {
  path: string
  title: string
  description: string
  /** Whether search engines should index it and the sitemap should list it. */
  indexable: boolean
  /**
   * One of the owner's pages (/inbox): served by the Worker only behind Cloudflare Access, so never
   * prerendered, never answered by a host's rewrite or the service worker, and never precached.
   */
  owner?: true
}

export const pages = {
  home: {
    path: '/',
    title: 'Think First · Think with AI, not just prompt it',
    description: `Prompt engineering is dead. Think First teaches professionals and teams to think with AI: a card-game toolkit, workshops and MojoMe, a free thinking-style assessment that takes ${assessmentDuration.phrase}.`,
    indexable: true,
  },
  product: {
    path: '/product',
    title: 'The Think First Toolkit · A card deck for thinking with AI',
    description:
      'A physical and digital card deck of personas, thought flows and challenge sheets that turns AI from an answer machine into a thinking partner. 30-day money-back guarantee.',
    indexable: true,
  },
  mojoMe: {
    path: '/mojo-me',
    title: 'MojoMe · Discover your thinking super-powers',
    description: `A free, game-like self-assessment: swipe through 30 cards, pick your super-powers and get a shareable cognitive fingerprint card in ${assessmentDuration.phrase}.`,
    indexable: true,
  },
  results: {
    path: '/result',
    title: 'Your MojoMe results · Think First',
    description: 'The MojoMe cognitive fingerprint cards saved on this device.',
    indexable: true,
  },
  sharedResult: {
    path: '/result/$uuid',
    title: 'A MojoMe cognitive fingerprint · Think First',
    description:
      'A MojoMe cognitive fingerprint card: expertise, super-powers, motivation drivers and watch-outs.',
    indexable: false,
  },
  sharedCard: {
    path: '/c/$code',
    title: 'A MojoMe card · Think First',
    description:
      'A MojoMe cognitive fingerprint card: expertise, super-powers, motivation drivers and watch-outs.',
    indexable: false,
  },
  duoCard: {
    path: '/d/$code',
    title: 'A MojoMe duo · Think First',
    description:
      'Two MojoMe cognitive fingerprint cards side by side, and how their thinking styles work together.',
    indexable: false,
  },
  workshops: {
    path: '/workshops',
    title: 'Workshops · Think First',
    description:
      'Hands-on workshops that teach teams to think with AI: from a one-day session to a full Think Week. Find the right format in four clicks.',
    indexable: true,
  },
  intake: {
    path: '/intake',
    title: 'Workshop intake assessment · Think First',
    description:
      'Three short steps about your organisation, its AI gaps and your budget, and we recommend the workshop that fits.',
    indexable: true,
  },
  resources: {
    path: '/resources',
    title: 'Resources on thinking with AI · Think First',
    description:
      'A curated library of essays, videos, courses and podcasts on thinking with AI, searchable and filtered by source.',
    indexable: true,
  },
  workshop: {
    path: '/workshop',
    title: 'Workshop mode · MojoMe for a room of people',
    description:
      'Run MojoMe on shared tablets in a workshop: attendees take their card home by QR code, and the facilitator sees the group. Works offline, no accounts.',
    indexable: true,
  },
  contact: {
    path: '/contact',
    title: 'Contact · Think First',
    description:
      'Write to the Think First team about workshops, custom programmes or partnerships. We answer within 24 hours on business days.',
    indexable: true,
  },
  about: {
    path: '/about',
    title: 'About · Think First',
    description:
      'Our mission, vision and values, and the team that teaches people to think with AI rather than hand their thinking to it.',
    indexable: true,
  },
  privacy: {
    path: '/legal/privacy',
    title: 'Privacy Policy · Think First',
    description:
      'How Think First handles personal information: what we collect, why, how it is protected, and your rights. No AI training on personal data.',
    indexable: true,
  },
  unsubscribe: {
    path: '/unsubscribe',
    title: 'Unsubscribe · Think First',
    description:
      'Manage or stop e-mails from Think First. One-click unsubscribe is on its way; until then, one reply removes you.',
    indexable: true,
  },
  join: {
    path: '/join',
    title: 'Join a room · MojoMe · Think First',
    description: 'Type the code on the room screen to join a live MojoMe workshop from your own phone.',
    indexable: false,
  },
  joinRoom: {
    path: '/join/$code',
    title: 'Joining the room · MojoMe · Think First',
    description: 'Join a live MojoMe workshop from your own phone.',
    indexable: false,
  },
  room: {
    path: '/room/$code',
    title: 'Presenter view · MojoMe · Think First',
    description: "A live MojoMe workshop's presenter view, with the facilitator's controls.",
    indexable: false,
  },
  audience: {
    path: '/audience/$code',
    title: 'Room screen · MojoMe · Think First',
    description: "A live MojoMe workshop's audience view, for the projector.",
    indexable: false,
  },
  inbox: {
    path: '/inbox',
    title: 'Leads · Think First',
    description: 'The leads the site brought in, for the consultancy only.',
    indexable: false,
    owner: true,
  },
  inboxLead: {
    path: '/inbox/$id',
    title: 'A lead · Think First',
    description: 'One lead the site brought in, for the consultancy only.',
    indexable: false,
    owner: true,
  },
  notFound: {
    path: '/404',
    title: 'Page not found · Think First',
    description: 'This page got lost. Head home or discover your thinking style with MojoMe.',
    indexable: false,
  },
} as const satisfies Record<string, PageMeta>

export type PageKey = keyof typeof pages
export type AppPath = Exclude<(typeof pages)[PageKey]['path'], '/404' | `${string}$${string}`>

/** Whether a page's address has a parameter (`/result/$uuid`): such pages render in the browser from the app shell. */
const rendersFromShell = (page: PageMeta) => page.path.includes('$')

const visitorPages: readonly PageMeta[] = Object.values(pages).filter((page: PageMeta) => !page.owner)

/** Pages written to static HTML at build time: every visitor's page whose address has no parameter. */
export const prerenderedPages: readonly PageMeta[] = visitorPages.filter((page) => !rendersFromShell(page))

/** Pages every host answers with the app shell, by their route pattern. */
export const shellPages: readonly PageMeta[] = visitorPages.filter(rendersFromShell)

/** The owner's pages, which only the Worker serves (edge/owner-pages.ts). */
export const ownerPages: readonly PageMeta[] = Object.values(pages).filter(
  (page: PageMeta) => page.owner === true,
)
