import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { aboutHero } from '../content/about'
import { pages } from '../content/pages'

export const Route = createFileRoute('/about')({
  staticData: { page: pages.about },
  component: () => <PageHero hero={aboutHero} />,
})
