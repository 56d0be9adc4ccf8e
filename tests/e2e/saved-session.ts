/**
 * Browser profiles with an assessment already under way, made from the app's own rules instead of answering
 * thirty cards through the page: each test that starts past the rounds saves that walk.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import { STORAGE } from '../../src/db/storage-keys'
import { currentCardId, initialState, transition } from '../../src/domain/assessment/session'
import { assessmentRules } from '../../src/features/assessment/rules'
import { startEvent } from '../../src/features/assessment/start-event'
import { startAssessment, storedSession } from './assessment-helpers'
import { writeStore } from './device-store'
import { expect } from './fixtures'

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/** A session on the expertise step, both rounds answered left, as stored. */
function sessionAtKnowledge() {
  let state = transition(initialState(), startEvent(), assessmentRules)
  for (const round of ['motivation', 'fear'] as const) {
    for (let id = currentCardId(state, round); id !== null; id = currentCardId(state, round))
      state = transition(state, { type: 'answer', cardId: id, side: 'left' }, assessmentRules)
    state = transition(state, { type: 'advance' }, assessmentRules)
  }
  expect(state.session.currentStep).toBe('knowledge')
  return {
    id: STORAGE.currentSessionId,
    session: state.session,
    cardOrder: state.cardOrder,
    updatedAt: Date.now(),
    schemaVersion: STORAGE.sessionRecordVersion,
  }
}

/**
 * Starts MojoMe on `page` (the app creates its database), then replaces its session by one on the expertise
 * step: open /mojo-me?step=knowledge after it.
 */
export async function saveSessionAtExpertise(page: Page): Promise<void> {
  await startAssessment(page)
  await expect.poll(() => storedSession(page)).not.toBeNull()
  await writeStore(page, 'sessions', sessionAtKnowledge())
}

let expertiseState: Promise<StorageState> | undefined

/**
 * A profile whose assessment waits on the expertise step (open /mojo-me?step=knowledge), made once per worker:
 * the app creates its database (Start Discovery saves a session), then the session is replaced by one at the
 * expertise step.
 */
export function profileAtExpertise(browser: Browser, baseURL: string | undefined): Promise<StorageState> {
  expertiseState ??= (async () => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' })
    const page = await context.newPage()
    await saveSessionAtExpertise(page)
    const state = await context.storageState({ indexedDB: true })
    await context.close()
    return state
  })()
  return expertiseState
}

/** A browser context (as `options` set it up) whose MojoMe waits on the expertise step; the caller closes it. */
export async function contextAtExpertise(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...options, baseURL, storageState: await profileAtExpertise(browser, baseURL) })
}
