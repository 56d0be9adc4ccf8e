/**
 * A page the service worker does not control (a first visit, a private window) fetches its lazy chunks from
 * the server as it needs them; after a deploy those files are gone. When one fails to load and the server now
 * serves another build, the page saves what is being saved and reloads into that build, once: the address
 * keeps the step and IndexedDB the answers, so the visitor lands where they were, and is told why.
 *
 * A chunk that failed only because the network was gone is fetched again by the page's own retries, except
 * where the browser keeps the failure for the page's life (Chromium does, as the HTML standard long said): once
 * the server answers again, a page that still cannot import the file reloads into the same build, at most once
 * a minute, so a phone that lost the venue's Wi-Fi mid-MojoMe recovers by itself.
 */
import { writesSettled } from '../../db/pending-writes'
import { readTabEntry, writeTabEntry } from '../../db/local-entries'
import { SESSION_KEYS } from '../../db/storage-keys'
import { isChunkLoadError } from '../../lib/chunk-load-error'
import { appStore } from '../../state/app-store'
import { newBuildReloadAtom } from '../../state/pwa-atoms'
import { pageBuild, readRecord, writeRecord } from './new-build-record'

/** Several chunks fail at once after a deploy; a failure this soon after a declined reload is not asked again. */
const DECLINED_FOR_MS = 10_000

/** A page reloads to recover files lost to the network at most this often, so a missing file never loops. */
const LOST_CHUNK_RELOAD_EVERY_MS = 60_000

const BUILD_ID = /<meta name="build-id" content="([^"]*)"/
const CHUNK_URL = /https?:\/\/\S+?\.m?js\b/

/** The build the server now serves at this address, or null when it cannot be asked (offline). */
async function servedBuild(): Promise<string | null> {
  try {
    const response = await fetch(window.location.href, { cache: 'no-store' })
    return BUILD_ID.exec(await response.text())?.[1] ?? null
  } catch {
    return null
  }
}

/**
 * Whether the browser still refuses the chunk that failed, with the server answering: it keeps the network's
 * failure. Without the file's address (Safari does not say it), the failure is taken to be kept.
 */
async function failureKept(error: unknown): Promise<boolean> {
  const url = CHUNK_URL.exec(error instanceof Error ? error.message : '')?.[0]
  // Only this site's own files are asked for again.
  if (!url || new URL(url).origin !== window.location.origin) return true
  return import(/* @vite-ignore */ url).then(
    () => false,
    () => true,
  )
}

/** Whether a reload to recover lost files may happen now: none in this tab within the last minute. */
function lostChunkReloadAllowed(): boolean {
  const last = Number(readTabEntry(SESSION_KEYS.lostChunkReload))
  const allowed = !(Date.now() - last < LOST_CHUNK_RELOAD_EVERY_MS)
  return allowed && writeTabEntry(SESSION_KEYS.lostChunkReload, String(Date.now()))
}

type Decision = 'reload' | 'offline' | 'stay'

/** A chunk failed while the server could not be reached: a failure the network caused, not the build. */
let lostToNetwork = false

async function decide(error: unknown): Promise<Decision> {
  const current = pageBuild()
  // Reloaded out of this very build before: the new build did not help, so the failure is shown instead.
  if (!current || readRecord()?.from === current) return 'stay'
  // Kept before the server is asked: the router reloads by itself when a page's own chunk is gone, and may
  // do so first; the page it loads must still know this tab came out of this build.
  if (!writeRecord({ from: current })) return 'stay'
  appStore.set(newBuildReloadAtom, 'checking')
  const served = await servedBuild()
  const decision: Decision =
    served === null
      ? 'offline'
      : served !== current || (lostToNetwork && (await failureKept(error)) && lostChunkReloadAllowed())
        ? 'reload'
        : 'stay'
  if (decision !== 'reload') {
    writeRecord(null)
    appStore.set(newBuildReloadAtom, 'idle')
    return decision
  }
  // Into the same build the record is no use: it only marks a build left for another.
  if (served === current) writeRecord(null)
  appStore.set(newBuildReloadAtom, 'reloading')
  await writesSettled()
  window.location.reload()
  return 'reload'
}

let deciding: Promise<boolean> | null = null
let declinedAt = -Infinity

function decideOnce(error: unknown): Promise<boolean> {
  deciding ??= decide(error).then((decision) => {
    if (decision === 'reload') return true
    deciding = null
    // Lost to the network: asked again at the next failure, and as soon as the browser is back even if no
    // part retries by itself.
    if (decision === 'stay') declinedAt = performance.now()
    else if (!lostToNetwork) {
      lostToNetwork = true
      window.addEventListener('online', () => void decideOnce(error), { once: true })
    }
    return false
  })
  return deciding
}

/**
 * After a chunk of the app's code failed to load: reloads into the build the server now serves, if it is
 * another one and this tab has not already reloaded out of this build, or into the same build when the
 * browser keeps a failure the network caused. Resolves to whether it reloads; anything else is left to the
 * page's own error handling.
 */
export function reloadIntoNewBuild(error: unknown): Promise<boolean> {
  if (performance.now() - declinedAt < DECLINED_FOR_MS) return Promise.resolve(false)
  return decideOnce(error)
}

/**
 * Listens for Vite's report of a lazy chunk that did not load; call once, before the app's own chunks are
 * imported.
 */
export function watchForNewBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    void reloadIntoNewBuild((event as Event & { payload?: unknown }).payload)
  })
}

/** For the router's error boundaries: a page's code that did not load may be gone after a deploy. */
export function reloadOnChunkError(error: unknown): void {
  if (isChunkLoadError(error)) void reloadIntoNewBuild(error)
}
