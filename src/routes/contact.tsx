import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { contactHero } from '../content/contact'
import { pages } from '../content/pages'

export const Route = createFileRoute('/contact')({
  staticData: { page: pages.contact },
  component: () => <PageHero hero={contactHero} />,
})
