import { createFileRoute } from '@tanstack/react-router'
import { loadPageHead } from '../../glue/load-page-head'
import { ResultsListPage } from '../../features/result/results-list-page'
import { WorkshopGuard } from '../../features/facilitator/tablet/workshop-guard'

export const Route = createFileRoute('/result/')({
  head: () => loadPageHead('results'),
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
