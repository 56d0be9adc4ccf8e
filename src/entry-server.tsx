import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { createStore, Provider } from 'jotai'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { currentPage } from './lib/current-page'
import { headToHtml, pageHead } from './lib/head'
import { createAppRouter } from './router'

export { prerenderedPages } from './content/pages'
// The origin as this build sees it (VITE_SITE_URL), for the sitemap and robots.txt.
export { site } from './content/site'

export interface RenderedPage {
  html: string
  head: string
}

/** Renders one path to HTML at build time, exactly as the browser's first render will. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  const html = renderToString(
    <StrictMode>
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  )
  return { html, head: headToHtml(pageHead(currentPage(router.state.matches))) }
}
