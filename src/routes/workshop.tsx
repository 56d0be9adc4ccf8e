import { createFileRoute } from '@tanstack/react-router'
import { pages } from '../content/pages'
import { WorkshopPage } from '../features/workshop-tablet/workshop-page'
import { pageHead } from './-components/page-head'

export const Route = createFileRoute('/workshop')({
  head: () => pageHead(pages.workshop),
  component: WorkshopPage,
})
