import { createFileRoute, useRouter } from '@tanstack/react-router'
import { loadPageHead } from '../../glue/load-page-head'
import { readInboxQuery } from '../../domain/inbox/inbox-query'
import { InboxPage } from '../../features/inbox/inbox-page'
import { InboxProblemView } from '../../features/inbox/inbox-frame'

// The owner's inbox: bare (no visitor's header or footer), behind Cloudflare Access (edge/owner-pages.ts).
export const Route = createFileRoute('/inbox/')({
  head: () => loadPageHead('inbox'),
  staticData: { bare: true },
  validateSearch: (search: Record<string, unknown>) => readInboxQuery(search).query,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const { fetchLeads } = await import('../../features/inbox/inbox-api')
    return fetchLeads(deps)
  },
  gcTime: 0,
  shouldReload: true,
  component: InboxRoute,
})

function InboxRoute() {
  const answer = Route.useLoaderData()
  const query = Route.useSearch()
  const navigate = Route.useNavigate()
  const router = useRouter()
  if (!answer.ok)
    return <InboxProblemView problem={answer.problem} onRetry={() => void router.invalidate()} />
  return <InboxPage list={answer.value} query={query} onQuery={(next) => void navigate({ search: next })} />
}
