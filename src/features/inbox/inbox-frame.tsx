import type { ReactNode } from 'react'
import { inboxCopy } from '../../content/inbox'
import { site } from '../../content/site'
import { ErrorAlert } from '../../components/ui/error-alert'
import type { InboxProblem } from './inbox-api'

/** The owner's pages' frame: the site's name, the page, and nothing a visitor's pages show. */
export function InboxFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <p className="text-sm font-semibold tracking-wide text-iris-700 uppercase">{site.name}</p>
      {children}
    </div>
  )
}

const PROBLEMS: Record<InboxProblem, string> = {
  'signed-out': inboxCopy.errors.signedOut,
  'not-found': inboxCopy.errors.notFound,
  offline: inboxCopy.errors.offline,
  failed: inboxCopy.errors.failed,
}

export function inboxProblemText(problem: InboxProblem): string {
  return PROBLEMS[problem]
}

/** A page that could not load: why, in words, and a way to try again. */
export function InboxProblemView({ problem, onRetry }: { problem: InboxProblem; onRetry: () => void }) {
  return (
    <InboxFrame>
      <h1 className="mt-2 text-title font-bold text-ink-950">{inboxCopy.heading}</h1>
      <ErrorAlert className="mt-6" message={inboxProblemText(problem)} />
      <button type="button" className="mt-4 font-semibold text-iris-700 underline" onClick={onRetry}>
        {inboxCopy.errors.retry}
      </button>
    </InboxFrame>
  )
}
