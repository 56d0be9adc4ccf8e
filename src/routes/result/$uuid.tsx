import { createFileRoute } from '@tanstack/react-router'
import { pages } from '../../content/pages'
import { SharedResultPage } from '../../features/results/shared-result-page'

export const Route = createFileRoute('/result/$uuid')({
  staticData: { page: pages.sharedResult },
  component: SharedResult,
})

function SharedResult() {
  const { uuid } = Route.useParams()
  return <SharedResultPage key={uuid} uuid={uuid} />
}
