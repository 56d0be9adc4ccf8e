import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../../components/ui/page-hero'
import { sharedResultHero } from '../../content/results'
import { pages } from '../../content/pages'

export const Route = createFileRoute('/result/$uuid')({
  staticData: { page: pages.sharedResult },
  component: () => <PageHero hero={sharedResultHero} />,
})
