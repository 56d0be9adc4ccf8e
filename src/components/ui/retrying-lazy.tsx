import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { offlinePartCopy } from '../../content/errors'
import { isChunkLoadError } from '../../lib/chunk-load-error'
import { siteReachable } from '../../lib/site-reachable'
import { reloadingForNewBuild } from '../../state/pwa-atoms'

/** How often a part whose code did not arrive is tried again, besides whenever the browser is back online. */
const RETRY_MS = 5000

interface RetryingLazyOptions {
  /** Shown while the code loads, and while it is tried again when the part is `quiet`. */
  fallback?: ReactNode
  /** A part that can wait unannounced (an extra, a chart's pulsing box): it says nothing when offline. */
  quiet?: boolean
  /** The part is a whole page (a step of MojoMe): its note sits where the page's heading would. */
  page?: boolean
}

/**
 * A component whose code loads on first render, like React's `lazy`, but that never takes the page down when
 * the code cannot be fetched offline (before the service worker holds the site), the browser's "online"
 * included when the server cannot be reached: in its place it says the answers are safe (unless `quiet`) and
 * tries again, every few seconds and as soon as the browser is back online. Any other failure is thrown to
 * the nearest error boundary, as `lazy` does.
 */
export function retryingLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { fallback = null, quiet = false, page = false }: RetryingLazyOptions = {},
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null
  let loading: Promise<ComponentType<Props>> | null = null

  function attempt(): Promise<ComponentType<Props>> {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }

  function RetryingLazy(props: Props) {
    const [, setArrived] = useState(0)
    const [failure, setFailure] = useState<'none' | 'offline' | { error: unknown }>('none')
    if (typeof failure === 'object') throw failure.error

    useEffect(() => {
      if (loaded) return
      let current = true
      let timer: ReturnType<typeof setTimeout> | undefined
      // Set after a failure met a server that answers: the network may have come back between the two, so
      // one more try decides.
      let retriedReachable = false
      function tryNow() {
        clearTimeout(timer)
        attempt().then(
          () => current && setArrived((count) => count + 1),
          async (error: unknown) => {
            if (!current) return
            if (!isChunkLoadError(error)) return setFailure({ error })
            const reachable = await siteReachable()
            if (!current) return
            if (reachable && !retriedReachable) {
              retriedReachable = true
              return tryNow()
            }
            // Failed again with the server answering: the code is gone after a deploy, or the browser keeps
            // the network's failure; the page reloads (new-build-reload.ts), else the error boundary shows it.
            if (reachable) {
              if (await reloadingForNewBuild(error)) return
              return current ? setFailure({ error }) : undefined
            }
            retriedReachable = false
            setFailure('offline')
            timer = setTimeout(tryNow, RETRY_MS)
          },
        )
      }
      tryNow()
      window.addEventListener('online', tryNow)
      return () => {
        current = false
        clearTimeout(timer)
        window.removeEventListener('online', tryNow)
      }
    }, [])

    if (loaded) return createElement(loaded, props)
    if (failure !== 'offline' || quiet) return fallback
    const note = (
      <p role="status" className="rounded-2xl bg-ink-900 px-5 py-3 text-white">
        <span className="font-semibold">{offlinePartCopy.message}</span> {offlinePartCopy.retrying}
      </p>
    )
    if (!page) return note
    return (
      <div className="min-h-dvh bg-ink-50 pt-[calc(var(--spacing-bar)+1.5rem)]">
        <div className="container-page max-w-xl">{note}</div>
      </div>
    )
  }
  return RetryingLazy
}
