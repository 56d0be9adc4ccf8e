import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { unsubscribeHero } from '../content/unsubscribe'
import { pages } from '../content/pages'
import { pageHead } from './-components/page-head'

export const Route = createFileRoute('/unsubscribe')({
  head: () => pageHead(pages.unsubscribe),
  component: () => <PageHero hero={unsubscribeHero} />,
})
