import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { routeErrorCopy } from '../../content/errors'
import { isChunkLoadError } from '../../lib/chunk-load-error'
import { newBuildReloadAtom } from '../../state/pwa-atoms'
import { buttonClasses } from '../ui/button-styles'

/** Describes a routing failure by its HTTP status where it has one, else by its message. */
export function describeRouteError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { status, statusText, message } = error as {
      status?: unknown
      statusText?: unknown
      message?: unknown
    }
    if (typeof status === 'number')
      return typeof statusText === 'string' ? `${status} ${statusText}` : String(status)
    if (typeof message === 'string' && message) return message
  }
  return typeof error === 'string' && error ? error : routeErrorCopy.unknown
}

/**
 * Shown in place of a page when routing itself fails, such as a page's code not loading. Code gone after a
 * deploy is no failure to show: while the page finds the new build and reloads into it, it says only that.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const reload = useAtomValue(newBuildReloadAtom)
  if (reload !== 'idle' && isChunkLoadError(error))
    return (
      <section className="grid min-h-dvh place-items-center bg-white px-6">
        <p role="status" className="text-lead text-ink-600">
          {routeErrorCopy.loadingUpdate}
        </p>
      </section>
    )
  return (
    <section aria-labelledby="page-title" className="bg-white pt-[calc(var(--spacing-bar)+4rem)] pb-24">
      <div className="container-page max-w-prose">
        <h1 id="page-title" className="text-headline font-bold text-ink-950">
          {routeErrorCopy.title}
        </h1>
        <p className="mt-5 text-lead text-ink-600">{routeErrorCopy.intro}</p>
        <p className="mt-6 rounded-card bg-ember-100 px-5 py-4 font-mono text-sm text-ember-800">
          <span className="font-sans font-semibold">{routeErrorCopy.detailLabel}: </span>
          {describeRouteError(error)}
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClasses('primary', 'lg')}
            onClick={() => window.location.reload()}
          >
            {routeErrorCopy.reload}
          </button>
          <Link to="/" className={buttonClasses('secondary', 'lg')}>
            {routeErrorCopy.home}
          </Link>
        </div>
      </div>
    </section>
  )
}
