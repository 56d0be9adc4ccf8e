import { createFileRoute } from '@tanstack/react-router'
import { pages } from '../../content/pages'
import { pageHead } from '../../lib/head'
import { ResultsListPage } from '../../features/results/results-list-page'

export const Route = createFileRoute('/result/')({
  head: () => pageHead(pages.results),
  component: ResultsListPage,
})
