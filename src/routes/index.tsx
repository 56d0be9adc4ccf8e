import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { homeHero } from '../content/home'
import { pages } from '../content/pages'

export const Route = createFileRoute('/')({
  staticData: { page: pages.home },
  component: () => <PageHero hero={homeHero} />,
})
