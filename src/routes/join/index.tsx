import { createFileRoute } from '@tanstack/react-router'
import { pages } from '../../content/pages'
import { JoinForm } from '../../features/workshop-room/join-form'
import { pageHead } from '../-components/page-head'

export const Route = createFileRoute('/join/')({
  head: () => pageHead(pages.join),
  component: JoinForm,
})
