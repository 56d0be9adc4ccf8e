import { createRootRoute, HeadContent, useMatches } from '@tanstack/react-router'
import { PageOutlet } from '../components/layout/page-outlet'
import { HeroArtPart } from '../components/ui/hero-art-part'
import { loadParts } from '../start/hydrate-after-live'
import { SiteFooterPart, SiteHeaderPart, SiteNoticesPart } from '../glue/site-frame-parts'

export const Route = createRootRoute({
  // The parts of every page that hydrate once it is live, ready before any other render draws them.
  loader: () => loadParts(SiteHeaderPart, SiteFooterPart, SiteNoticesPart, HeroArtPart),
  component: SiteLayout,
})

/**
 * The site's frame. The header, the page and the footer are each a Suspense boundary: React hydrates the page
 * first, and the frame around it once the page is live (`site-frame-parts.ts`). The page's <title> and meta
 * tags, rendered here, are hoisted by React into the document's <head>. A bare page (the room's audience view)
 * is drawn without the frame.
 */
function SiteLayout() {
  const bare = useMatches({ select: (matches) => matches.some((match) => match.staticData.bare) })
  if (bare)
    return (
      <>
        <HeadContent />
        <main id="main" tabIndex={-1} className="outline-none">
          <PageOutlet />
        </main>
      </>
    )
  return (
    <>
      <HeadContent />
      <SiteHeaderPart />
      <main id="main" tabIndex={-1} className="outline-none">
        <PageOutlet />
      </main>
      <SiteFooterPart />
      <SiteNoticesPart />
    </>
  )
}
