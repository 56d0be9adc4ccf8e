import { lazy, Suspense } from 'react'
import { groupViewCopy } from '../../../content/workshop-group'
import type { Workshop } from '../../../domain/workshop-types'

// Loaded once the PIN has opened the page: nobody else sees the group, so nobody else downloads it.
const GroupViewBody = lazy(() =>
  import('./group-view-body').then((module) => ({ default: module.GroupViewBody })),
)

/**
 * The facilitator's view of the whole room (behind the PIN): the group's numbers and charts, its exports,
 * and the ways to add results from phones and other tablets. Its code, the charts and the QR code reader
 * each load only when they are needed.
 */
export function GroupView({ workshop }: { workshop: Workshop }) {
  return (
    <Suspense
      fallback={
        <p className="rounded-[1.75rem] bg-white p-5 text-ink-600 shadow-card ring-1 ring-ink-200 sm:p-10">
          {groupViewCopy.loading}
        </p>
      }
    >
      <GroupViewBody workshop={workshop} />
    </Suspense>
  )
}
