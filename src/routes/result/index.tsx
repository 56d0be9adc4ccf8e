import { createFileRoute } from '@tanstack/react-router'
import { pages } from '../../content/pages'
import { pageHead } from '../-components/page-head'
import { ResultsListPage } from '../../features/results/results-list-page'
import { WorkshopGuard } from '../../features/workshop-tablet/workshop-guard'

export const Route = createFileRoute('/result/')({
  head: () => pageHead(pages.results),
  component: GuardedResultsList,
})

/** In workshop mode the results on this device are the attendees': the facilitator's PIN opens them. */
function GuardedResultsList() {
  return (
    <WorkshopGuard>
      <ResultsListPage />
    </WorkshopGuard>
  )
}
