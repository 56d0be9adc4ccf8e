import { page as home } from './pages/home'
import { page as product } from './pages/product'
import { page as mojoMe } from './pages/mojo-me'
import { page as results } from './pages/results'
import { page as sharedResult } from './pages/shared-result'
import { page as sharedCard } from './pages/shared-card'
import { page as workshops } from './pages/workshops'
import { page as intake } from './pages/intake'
import { page as resources } from './pages/resources'
import { page as workshop } from './pages/workshop'
import { page as contact } from './pages/contact'
import { page as about } from './pages/about'
import { page as privacy } from './pages/privacy'
import { page as unsubscribe } from './pages/unsubscribe'
import { page as join } from './pages/join'
import { page as joinRoom } from './pages/join-room'
import { page as room } from './pages/room'
import { page as notFound } from './pages/not-found'
import type { PageMeta } from './page-meta'

export type { PageMeta }

/**
 * Every page's address and search-engine text. The prerenderer, the sitemap and each route's <head> read
 * this table, so a page's title is written once.
 */
export const pages = {
  home,
  product,
  mojoMe,
  results,
  sharedResult,
  sharedCard,
  workshops,
  intake,
  resources,
  workshop,
  contact,
  about,
  privacy,
  unsubscribe,
  join,
  joinRoom,
  room,
  notFound,
} as const satisfies Record<string, PageMeta>

export type PageKey = keyof typeof pages
export type AppPath = Exclude<(typeof pages)[PageKey]['path'], '/404' | `${string}$${string}`>

/** Whether a page's address has a parameter (`/result/$uuid`): such pages render in the browser from the app shell. */
const rendersFromShell = (page: PageMeta) => page.path.includes('$')

/** Pages written to static HTML at build time: every page whose address has no parameter. */
export const prerenderedPages: readonly PageMeta[] = Object.values(pages).filter(
  (page) => !rendersFromShell(page),
)

/** Pages every host answers with the app shell, by their route pattern. */
export const shellPages: readonly PageMeta[] = Object.values(pages).filter(rendersFromShell)
