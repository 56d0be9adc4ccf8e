/**
 * A part of a page whose code is not needed for the page to answer: it is drawn in the prerendered page,
 * but hydrates only once the page is live, so its code stays out of the page's first load. Until then it is a
 * Suspense boundary that keeps the server's markup. A part with controls is marked meanwhile, and the page's
 * input holder (`held-input.ts`) keeps taps on it until it has hydrated.
 */
import { type ComponentType, createElement, memo, type ReactNode, Suspense, use } from 'react'
import { HYDRATES_LATER } from './held-input-marks'
import { isDrawingFirstPage, isHydrating, onPageLive } from './page-live'
import { useHydrated } from '../lib/use-hydrated'

interface Options {
  /** The part has buttons or forms: taps on them are kept until it has hydrated. */
  hasControls?: boolean
}

/** Makes the part `load` resolves to hydrate after the page is live. */
export function hydrateAfterLive<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { hasControls = false }: Options = {},
) {
  let Loaded: ComponentType<Props> | undefined
  let loading: Promise<void> | undefined
  let loadingOnceLive: Promise<void> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component
      },
      (error: unknown) => {
        // Asked again by the next render that needs it, such as the next page's loader.
        loading = undefined
        throw error
      },
    ))
  // Code that fails to arrive (offline, or gone after a deploy) leaves the part as the server drew it, which
  // works without it, rather than turning the page into an error.
  const never = new Promise<void>(() => {})
  const preloadOnceLive = () =>
    (loadingOnceLive ??= new Promise<void>(onPageLive).then(preload).catch(() => never))

  function Part(props: Props) {
    if (!Loaded) use(preloadOnceLive())
    return Loaded ? createElement(Loaded, props) : null
  }

  // Memoised: a render of the page around a part that has not hydrated yet must not reach it, or React would
  // give up its server markup and draw it anew.
  const HydratedAfterLive = memo(function HydratedAfterLive(props: Props) {
    const part = <Part {...props} />
    return <Suspense>{hasControls ? <HydrationMark>{part}</HydrationMark> : part}</Suspense>
  })
  // The route's loader calls `preload` (through `loadParts`) so that a render never waits for the code.
  return Object.assign(HydratedAfterLive, { preload })
}

/**
 * Loads the parts a render is about to draw, for a route's `loader`: on the server and on a client-side
 * navigation. On the browser's first page, prerendered or drawn from scratch (a join link, a result), they
 * wait for it to be live instead: a page without server markup draws them a moment later, the top bar
 * being fixed over the page's own top padding.
 */
export async function loadParts(...parts: { preload: () => Promise<void> }[]): Promise<void> {
  if (isHydrating() || isDrawingFirstPage()) return
  await Promise.all(parts.map((part) => part.preload()))
}

/**
 * Wraps a part with controls in one element, which the stylesheet knows as a part of the page (`data-page-part`),
 * marked until the part has hydrated; a part drawn on a client-side navigation is never marked.
 */
function HydrationMark({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <div className="contents" data-page-part {...{ [HYDRATES_LATER]: hydrated ? undefined : '' }}>
      {children}
    </div>
  )
}
