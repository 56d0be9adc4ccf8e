import { createFileRoute } from '@tanstack/react-router'
import { JoinForm } from '../../features/workshop-room/join-form'
import { loadPageHead } from '../-components/load-page-head'

export const Route = createFileRoute('/join/')({
  head: () => loadPageHead('join'),
  component: JoinForm,
})
