import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../components/ui/page-hero'
import { resultsHero } from '../../content/results'
import { pages } from '../../content/pages'

export const Route = createFileRoute('/result/')({
  staticData: { page: pages.results },
  component: () => <PageHero hero={resultsHero} />,
})
