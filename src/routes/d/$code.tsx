import { createFileRoute } from '@tanstack/react-router'
import { duoPageHead } from '../../glue/card-page-head'
import { SharedResultPending } from '../../features/result/shared-result-page'
import { DuoPage } from '../../features/result/duo-page'

export const Route = createFileRoute('/d/$code')({
  head: ({ loaderData }) => duoPageHead(loaderData),
  // Both cards are in the path, read here in the browser, so the page opens offline and on a static host;
  // the edge reads the same path only to draw the link's preview. Nothing of it is kept on the device.
  loader: async ({ params }) => {
    const { decodeDuo } = await import('../../domain/card/duo-link')
    return decodeDuo(params.code)
  },
  gcTime: 0,
  shouldReload: true,
  pendingMs: 150,
  pendingMinMs: 300,
  pendingComponent: SharedResultPending,
  component: DuoCard,
})

function DuoCard() {
  return <DuoPage outcome={Route.useLoaderData()} />
}
