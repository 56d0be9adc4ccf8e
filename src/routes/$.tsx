import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../components/layout/not-found-page'
import { pages } from '../content/pages'
import { pageHead } from './-components/page-head'

/** Every address no other route claims: the 404 page, with its own head (kept out of search results). */
export const Route = createFileRoute('/$')({
  head: () => pageHead(pages.notFound),
  component: NotFoundPage,
})
