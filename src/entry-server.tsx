import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { createStore, Provider } from 'jotai'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { aboutTeam } from './content/about'
import { site } from './content/site'
import { placeholderSettings } from './domain/site/launch-settings'
import { createAppRouter } from './router'

export { prerenderedPages } from './content/pages'
// The origin as this build sees it (VITE_SITE_URL), for the sitemap and robots.txt.
export { site }

/** The addresses this build still ships as placeholders (docs/deploy.md, "Before you launch"), for the build's warning. */
export function launchPlaceholders(): string[] {
  return placeholderSettings(site, aboutTeam.members)
}

export interface RenderedPage {
  html: string
  head: string
}

/**
 * React writes the tags it hoists into <head> (the router's HeadContent: title, meta, link) ahead of the
 * markup when it renders without a document around it; they are split off here, to go into the file's head.
 */
const HOISTED_HEAD = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/>)*/

/** Renders one path to HTML at build time, exactly as the browser's first render will. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  const rendered = renderToString(
    <StrictMode>
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  )
  const head = HOISTED_HEAD.exec(rendered)?.[0] ?? ''
  return { head, html: rendered.slice(head.length) }
}
