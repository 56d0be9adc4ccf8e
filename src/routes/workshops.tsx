import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { workshopsHero } from '../content/workshops'
import { pages } from '../content/pages'

export const Route = createFileRoute('/workshops')({
  staticData: { page: pages.workshops },
  component: () => <PageHero hero={workshopsHero} />,
})
