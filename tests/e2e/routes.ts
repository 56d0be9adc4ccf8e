import { aboutHero } from '../../src/content/about'
import { assessmentTitle } from '../../src/content/assessment'
import { contactHero } from '../../src/content/contact'
import { homeHero } from '../../src/content/home/hero'
import { intakeHero } from '../../src/content/intake'
import { notFoundHero } from '../../src/content/not-found'
import { pages } from '../../src/content/pages'
import { privacyPolicy } from '../../src/content/privacy'
import { resourcesHero } from '../../src/content/resources'
import { resultsHero, sharedResultCopy } from '../../src/content/results'
import { toolkitHero } from '../../src/content/product'
import { joinCopy, joiningCopy } from '../../src/content/join/joining'
import { roomScreenCopy } from '../../src/content/facilitator/room'
import { unsubscribeHero } from '../../src/content/unsubscribe'
import { workshopHero } from '../../src/content/facilitator/tablet'
import { workshopsHero } from '../../src/content/workshops'
import { fill } from '../../src/lib/format'

export interface RouteCase {
  path: string
  h1: string
  title: string
  /** Whether a prerendered HTML file carries the page's text. */
  prerendered: boolean
  /** Whether the page meets a 404 on its way, which the browser reports: a missing page, an unknown room. */
  meetsNotFound?: boolean
}

/** Every route, with the h1 and title each must show. */
export const routeCases: readonly RouteCase[] = [
  { path: '/', h1: homeHero.title, title: pages.home.title, prerendered: true },
  { path: '/product', h1: toolkitHero.title, title: pages.product.title, prerendered: true },
  { path: '/mojo-me', h1: assessmentTitle.title, title: pages.mojoMe.title, prerendered: true },
  { path: '/result', h1: resultsHero.title, title: pages.results.title, prerendered: true },
  {
    path: '/result/6f1c2a9e-8b4d-4e2a-9c71-3f5e2d8a1b00',
    h1: sharedResultCopy.missingTitle,
    title: pages.sharedResult.title,
    prerendered: false,
  },
  // A card link whose code is not a card: its page, never a 404.
  { path: '/c/AgAAAA', h1: sharedResultCopy.damagedTitle, title: pages.sharedCard.title, prerendered: false },
  {
    path: '/d/AgAAAA.AgAAAA',
    h1: sharedResultCopy.damagedTitle,
    title: pages.duoCard.title,
    prerendered: false,
  },
  { path: '/join', h1: joinCopy.title, title: pages.join.title, prerendered: true },
  // A room's pages are made on the device: a code with no room behind it still gets its page.
  {
    path: '/join/K7QMX3',
    h1: fill(joiningCopy.heading, { code: 'K7QMX3' }),
    title: pages.joinRoom.title,
    prerendered: false,
    meetsNotFound: true,
  },
  { path: '/room/K7QMX3', h1: roomScreenCopy.noKeyTitle, title: pages.room.title, prerendered: false },
  {
    path: '/audience/K7QMX3',
    h1: roomScreenCopy.noKeyTitle,
    title: pages.audience.title,
    prerendered: false,
  },
  { path: '/workshops', h1: workshopsHero.title, title: pages.workshops.title, prerendered: true },
  { path: '/workshop', h1: workshopHero.title, title: pages.workshop.title, prerendered: true },
  { path: '/intake', h1: intakeHero.title, title: pages.intake.title, prerendered: true },
  { path: '/resources', h1: resourcesHero.title, title: pages.resources.title, prerendered: true },
  { path: '/contact', h1: contactHero.title, title: pages.contact.title, prerendered: true },
  { path: '/about', h1: aboutHero.title, title: pages.about.title, prerendered: true },
  { path: '/legal/privacy', h1: privacyPolicy.title, title: pages.privacy.title, prerendered: true },
  { path: '/unsubscribe', h1: unsubscribeHero.title, title: pages.unsubscribe.title, prerendered: true },
  {
    path: '/no/such/page',
    h1: notFoundHero.title,
    title: pages.notFound.title,
    prerendered: true,
    meetsNotFound: true,
  },
]

/** The browser's own console line when a document is answered with 404. */
export const DOCUMENT_404 = /Failed to load resource: the server responded with a status of 404/
