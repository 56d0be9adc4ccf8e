import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { resourcesHero } from '../content/resources'
import { pages } from '../content/pages'

export const Route = createFileRoute('/resources')({
  staticData: { page: pages.resources },
  component: () => <PageHero hero={resourcesHero} />,
})
