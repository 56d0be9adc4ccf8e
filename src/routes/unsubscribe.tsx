import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { unsubscribeHero } from '../content/unsubscribe'
import { pages } from '../content/pages'

export const Route = createFileRoute('/unsubscribe')({
  staticData: { page: pages.unsubscribe },
  component: () => <PageHero hero={unsubscribeHero} />,
})
