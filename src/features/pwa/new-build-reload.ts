/**
 * A page the service worker does not control (a first visit, a private window) fetches its lazy chunks from
 * the server as it needs them; after a deploy those files are gone. When one fails to load and the server now
 * serves another build, the page saves what is being saved and reloads into that build, once: the address
 * keeps the step and IndexedDB the answers, so the visitor lands where they were, and is told why.
 */
import { writesSettled } from '../../db/pending-writes'
import { isChunkLoadError } from '../../lib/chunk-load-error'
import { appStore } from '../../state/app-store'
import { newBuildReloadAtom } from '../../state/pwa-atoms'
import { pageBuild, readRecord, writeRecord } from './new-build-record'

/** Several chunks fail at once after a deploy; a failure this soon after a declined reload is not asked again. */
const DECLINED_FOR_MS = 10_000

const BUILD_ID = /<meta name="build-id" content="([^"]*)"/

/** The build the server now serves at this address, or null when it cannot be asked (offline). */
async function servedBuild(): Promise<string | null> {
  try {
    const response = await fetch(window.location.href, { cache: 'no-store' })
    return BUILD_ID.exec(await response.text())?.[1] ?? null
  } catch {
    return null
  }
}

let deciding: Promise<boolean> | null = null
let declinedAt = -Infinity

async function decide(): Promise<boolean> {
  const current = pageBuild()
  // Reloaded out of this very build before: the new build did not help, so the failure is shown instead.
  if (!current || readRecord()?.from === current) return false
  // Kept before the server is asked: the router reloads by itself when a page's own chunk is gone, and may
  // do so first; the page it loads must still know this tab came out of this build.
  if (!writeRecord({ from: current })) return false
  appStore.set(newBuildReloadAtom, 'checking')
  const served = await servedBuild()
  if (!served || served === current) {
    writeRecord(null)
    appStore.set(newBuildReloadAtom, 'idle')
    return false
  }
  appStore.set(newBuildReloadAtom, 'reloading')
  await writesSettled()
  window.location.reload()
  return true
}

/**
 * After a chunk of the app's code failed to load: reloads into the build the server now serves, if it is
 * another one and this tab has not already reloaded out of this build. Resolves to whether it reloads; a
 * network failure or a missing file in the same build is left to the page's own error handling.
 */
export function reloadIntoNewBuild(): Promise<boolean> {
  if (performance.now() - declinedAt < DECLINED_FOR_MS) return Promise.resolve(false)
  deciding ??= decide().then((reloading) => {
    if (!reloading) {
      deciding = null
      declinedAt = performance.now()
    }
    return reloading
  })
  return deciding
}

/**
 * Listens for Vite's report of a lazy chunk that did not load; call once, before the app's own chunks are
 * imported.
 */
export function watchForNewBuild(): void {
  window.addEventListener('vite:preloadError', () => void reloadIntoNewBuild())
}

/** For the router's error boundaries: a page's code that did not load may be gone after a deploy. */
export function reloadOnChunkError(error: unknown): void {
  if (isChunkLoadError(error)) void reloadIntoNewBuild()
}
