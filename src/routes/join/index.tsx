import { createFileRoute } from '@tanstack/react-router'
import { JoinForm } from '../../features/join/join-form'
import { loadPageHead } from '../../glue/load-page-head'

export const Route = createFileRoute('/join/')({
  head: () => loadPageHead('join'),
  component: JoinForm,
})
