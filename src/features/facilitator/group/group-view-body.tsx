import { useId } from 'react'
import { ErrorAlert } from '../../../components/ui/error-alert'
import { storageFailureMessage } from '../../../content/storage-errors'
import { groupViewCopy } from '../../../content/facilitator/group'
import type { Workshop } from '../../../domain/workshop/workshop-types'
import { fill, formatLongDate } from '../../../lib/format'
import { AddResults } from './add-results'
import { countText } from './count-text'
import { GroupExports } from './group-exports'
import { GroupSummary } from './group-summary'
import { PRINT_ALONE } from './print-alone'
import { RoomScreen } from './room-screen'
import { useWorkshopResults } from './use-workshop-results'

/** The group view itself (see GroupView): the numbers, the exports, and adding results from elsewhere. */
export function GroupViewBody({ workshop }: { workshop: Workshop }) {
  const id = useId()
  const [state, reload] = useWorkshopResults(workshop.id)
  const results = state.status === 'ready' ? state.results : null
  return (
    // On paper a chart keeps the size it was drawn at on screen, often wider than the page: it scales to its box.
    <div
      className={`grid gap-8 print:block print:[&_canvas]:!h-auto print:[&_canvas]:!w-full ${PRINT_ALONE}`}
    >
      <section
        aria-labelledby={`${id}-title`}
        className="rounded-[1.75rem] bg-white p-5 shadow-card ring-1 ring-ink-200 sm:p-10 print:p-0 print:shadow-none print:ring-0"
      >
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <div>
            <p className="hidden font-semibold text-ink-600 print:block">
              {fill(groupViewCopy.printedFor, {
                name: workshop.name,
                date: formatLongDate(workshop.startedAt),
              })}
            </p>
            <h2 id={`${id}-title`} className="text-title font-bold text-ink-950">
              {groupViewCopy.title}
            </h2>
            <p className="mt-1 text-ink-600">{groupViewCopy.intro}</p>
          </div>
          {results && (
            <div className="flex flex-wrap items-center gap-4">
              <p className="font-display text-3xl font-bold text-iris-700 tabular-nums">
                {countText(groupViewCopy.participants, results.length)}
              </p>
              {results.length > 0 && (
                <div className="print:hidden">
                  <RoomScreen name={workshop.name} results={results} />
                </div>
              )}
            </div>
          )}
        </div>
        <div className="mt-8 grid gap-8 print:block">
          {state.status === 'loading' && <p className="text-ink-600">{groupViewCopy.loading}</p>}
          {state.status === 'failed' && (
            <ErrorAlert message={storageFailureMessage(state.failure, groupViewCopy.unavailable)} />
          )}
          {results?.length === 0 && (
            <div className="rounded-[1.5rem] bg-ink-50 p-6 text-center">
              <h3 className="font-display text-lg font-bold text-ink-950">{groupViewCopy.emptyTitle}</h3>
              <p className="mx-auto mt-2 max-w-prose text-ink-600">{groupViewCopy.emptyText}</p>
            </div>
          )}
          {results && results.length > 0 && (
            <>
              <GroupSummary results={results} />
              <GroupExports workshop={workshop} results={results} />
            </>
          )}
        </div>
      </section>
      <AddResults workshop={workshop} onAdded={reload} />
    </div>
  )
}
