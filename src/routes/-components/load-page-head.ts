import type { pages } from '../../content/pages'

/**
 * A route's `head`: its page's title and meta tags, built from the table of every page's text. The table
 * loads when the router first asks for a head, not with the app's start: a prerendered page has its tags
 * already, and the router has them before it shows another page.
 */
export async function loadPageHead(name: keyof typeof pages) {
  const { headOfPage } = await import('./page-head')
  return headOfPage(name)
}
