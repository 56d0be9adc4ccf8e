import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { unsubscribeHero } from '../content/unsubscribe'
import { loadPageHead } from '../glue/load-page-head'

export const Route = createFileRoute('/unsubscribe')({
  head: () => loadPageHead('unsubscribe'),
  component: () => <PageHero hero={unsubscribeHero} />,
})
