import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../components/layout/not-found-page'
import { loadPageHead } from '../glue/load-page-head'

/** Every address no other route claims: the 404 page, with its own head (kept out of search results). */
export const Route = createFileRoute('/$')({
  head: () => loadPageHead('notFound'),
  component: NotFoundPage,
})
