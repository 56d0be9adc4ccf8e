import { createFileRoute } from '@tanstack/react-router'
import { pages } from '../../content/pages'
import { ResultsListPage } from '../../features/results/results-list-page'

export const Route = createFileRoute('/result/')({
  staticData: { page: pages.results },
  component: ResultsListPage,
})
