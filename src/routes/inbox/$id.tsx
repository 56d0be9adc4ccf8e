import { createFileRoute, useRouter } from '@tanstack/react-router'
import { loadPageHead } from '../../glue/load-page-head'
import { InboxProblemView } from '../../features/inbox/inbox-frame'
import { LeadPage } from '../../features/inbox/lead-page'

// One lead, for the owner only (edge/owner-pages.ts): every answer, its status, notes and history.
export const Route = createFileRoute('/inbox/$id')({
  head: () => loadPageHead('inboxLead'),
  staticData: { bare: true },
  loader: async ({ params }) => {
    const { fetchLead } = await import('../../features/inbox/inbox-api')
    return fetchLead(params.id)
  },
  gcTime: 0,
  shouldReload: true,
  component: LeadRoute,
})

function LeadRoute() {
  const answer = Route.useLoaderData()
  const router = useRouter()
  const reload = () => void router.invalidate()
  if (!answer.ok) return <InboxProblemView problem={answer.problem} onRetry={reload} />
  return <LeadPage lead={answer.value} onChanged={reload} />
}
