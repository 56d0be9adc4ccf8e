import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { toolkitHero } from '../content/toolkit'
import { pages } from '../content/pages'

export const Route = createFileRoute('/product')({
  staticData: { page: pages.product },
  component: () => <PageHero hero={toolkitHero} />,
})
