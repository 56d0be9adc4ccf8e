import { createStore } from 'jotai/vanilla'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assessmentCopy, roundCopy } from '../../src/content/assessment'
import { assessmentSavingCopy } from '../../src/content/storage-errors'
import { AssessmentFlow } from '../../src/features/assessment/assessment-flow'
import { deleteAppDatabase } from './support/app-database'
import { renderMojoMe, type MojoMePageProps } from './support/mojo-me-router'

/** The real flow; these tests never reach its result screen. */
function MojoMeFlow(props: MojoMePageProps) {
  return <AssessmentFlow {...props} resultsScreen={() => null} />
}

/**
 * What MojoMe tells a visitor whose browser will not store (the storage status the persistence sets, turned
 * into words by the page), with the real flow and the browser's IndexedDB refusing in two ways.
 */
beforeEach(() => {
  // The data facade reports each failure on the console in development; Dexie traces them on localhost.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'trace').mockImplementation(() => {})
})

afterEach(async () => {
  vi.restoreAllMocks()
  await deleteAppDatabase()
})

describe('MojoMe when the browser will not store', () => {
  it('says progress will not survive a reload when IndexedDB will not open, and Start still begins', async () => {
    vi.spyOn(IDBFactory.prototype, 'open').mockImplementation(() => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError')
    })
    const { screen } = await renderMojoMe('/mojo-me', createStore(), MojoMeFlow)
    await expect.element(screen.getByRole('status')).toHaveTextContent(assessmentCopy.storageUnavailable)
    await screen.getByRole('button', { name: assessmentCopy.start }).click()
    await expect
      .element(screen.getByRole('heading', { level: 1, name: roundCopy.motivation.heading }))
      .toBeVisible()
  })

  it('asks the visitor to free some space when a save is refused for lack of room', async () => {
    const { screen } = await renderMojoMe('/mojo-me', createStore(), MojoMeFlow)
    const start = screen.getByRole('button', { name: assessmentCopy.start })
    await expect.element(start).toBeVisible()
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await start.click()
    await expect.element(screen.getByRole('status')).toHaveTextContent(assessmentSavingCopy.quota)
  })
})
