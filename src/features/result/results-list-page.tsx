import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { buttonClasses } from '../../components/ui/button-styles'
import { CtaLink } from '../../components/ui/cta-link'
import { PageHero } from '../../components/ui/page-hero'
import { deleteResult, listResults, type Stored } from '../../db/device-data'
import { resultsHero, resultsListCopy } from '../../content/results'
import { storageFailureMessage } from '../../content/storage-errors'
import type { AssessmentResult } from '../../domain/assessment/assessment-types'
import { cardName, expertiseOrDefault } from '../../domain/card/card-text'
import { downloadFile } from '../../lib/download'
import { fill, formatLongDate } from '../../lib/format'
import { whenIdle } from '../../lib/when-idle'
import { DeleteDataButton } from './delete-data-button'

function downloadJson(results: readonly AssessmentResult[]) {
  const blob = new Blob([JSON.stringify(results, null, 2)], { type: 'application/json' })
  downloadFile(blob, resultsListCopy.exportFileName)
}

/** /result: the results kept on this device, newest first, to open, delete or export. */
export function ResultsListPage() {
  const [listing, setListing] = useState<Stored<AssessmentResult[]> | null>(null)
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    const cancelIdle = whenIdle(
      () =>
        void listResults().then((found) => {
          if (!cancelled) setListing(found)
        }),
    )
    return () => {
      cancelled = true
      cancelIdle()
    }
  }, [])

  const results = listing?.ok ? listing.value : []

  async function remove(result: AssessmentResult) {
    const question = fill(resultsListCopy.confirmDelete, {
      name: cardName(result.scores, result.powers),
      date: formatLongDate(result.createdAt),
    })
    if (!window.confirm(question)) return
    const deleted = await deleteResult(result.uuid)
    setDeleteFailure(
      deleted.ok ? null : storageFailureMessage(deleted.failure, resultsListCopy.deleteOneFailed),
    )
    if (deleted.ok) refresh()
  }

  const refresh = () => void listResults().then(setListing)

  return (
    <>
      <PageHero hero={resultsHero} />
      <section aria-label={resultsListCopy.listLabel} className="bg-ink-50 py-16">
        <div className="container-page min-h-96 max-w-4xl">
          {!listing && (
            <p role="status" className="text-ink-500">
              {resultsListCopy.loading}
            </p>
          )}
          {listing && !listing.ok && (
            <p role="status">{storageFailureMessage(listing.failure, resultsListCopy.unavailable)}</p>
          )}
          {listing?.ok && results.length === 0 && (
            <div className="rounded-[1.75rem] bg-white p-10 text-center shadow-card ring-1 ring-ink-200">
              <h2 className="text-title font-bold text-ink-950">{resultsListCopy.emptyTitle}</h2>
              <p className="mt-3 text-ink-600">{resultsListCopy.emptyText}</p>
              <div className="mt-8 flex justify-center">
                <CtaLink
                  action={{ label: resultsListCopy.emptyAction, to: '/mojo-me', variant: 'primary' }}
                />
              </div>
            </div>
          )}
          {results.length > 0 && (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="font-semibold text-ink-700">
                  {fill(resultsListCopy.count, { count: results.length })}
                </p>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonClasses('secondary')}
                    onClick={() => downloadJson(results)}
                  >
                    {resultsListCopy.exportAll}
                  </button>
                  <DeleteDataButton onDeleted={refresh} />
                </div>
              </div>
              <p role="status" className="mt-4 text-sm font-medium text-ink-700 empty:hidden">
                {deleteFailure}
              </p>
              <ul className="mt-6 grid gap-4">
                {results.map((result) => {
                  const date = formatLongDate(result.createdAt)
                  return (
                    <li
                      key={result.uuid}
                      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-200"
                    >
                      <div>
                        <p className="text-sm text-ink-500">
                          <time dateTime={new Date(result.createdAt).toISOString()}>{date}</time>
                        </p>
                        <h2 className="mt-1 font-display text-xl font-bold text-ink-950">
                          <Link
                            to="/result/$uuid"
                            params={{ uuid: result.uuid }}
                            // Looked up when opened, never ahead: a card read on hover and deleted
                            // before the click would otherwise still open.
                            preload={false}
                            className="hover:text-iris-700"
                          >
                            {cardName(result.scores, result.powers)}
                          </Link>
                        </h2>
                        <p className="mt-1 text-ink-600">{expertiseOrDefault(result.expertise)}</p>
                      </div>
                      <button
                        type="button"
                        aria-label={fill(resultsListCopy.deleteLabel, {
                          date,
                          name: cardName(result.scores, result.powers),
                        })}
                        className={buttonClasses('secondary')}
                        onClick={() => void remove(result)}
                      >
                        {resultsListCopy.delete}
                      </button>
                    </li>
                  )
                })}
              </ul>
            </>
          )}
        </div>
      </section>
    </>
  )
}
