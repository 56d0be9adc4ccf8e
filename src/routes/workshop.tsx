import { createFileRoute } from '@tanstack/react-router'
import { WorkshopPage } from '../features/workshop-tablet/workshop-page'
import { loadPageHead } from './-components/load-page-head'

export const Route = createFileRoute('/workshop')({
  head: () => loadPageHead('workshop'),
  component: WorkshopPage,
})
