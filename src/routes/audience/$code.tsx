import { createFileRoute } from '@tanstack/react-router'
import { AudiencePage } from '../../features/facilitator/room/audience-page'
import { loadPageHead } from '../../glue/load-page-head'

// Bare: the projector shows the room alone, without the site's header, footer, menus or install offer.
export const Route = createFileRoute('/audience/$code')({
  head: () => loadPageHead('audience'),
  staticData: { bare: true },
  component: AudienceRoute,
})

function AudienceRoute() {
  const { code } = Route.useParams()
  return <AudiencePage code={code} />
}
