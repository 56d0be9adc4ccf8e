/** A card put on the device as the visitor's own, as finishing MojoMe would, without answering the cards. */
import type { Page } from '@playwright/test'
import type { AssessmentResult } from '../../src/domain/assessment-types'
import { STORAGE } from '../../src/db/storage-keys'
import { expect } from './fixtures'

/** Keeps `result` in the device's results (the app creates the database on /result first). */
export async function keepOwnCard(page: Page, result: AssessmentResult): Promise<void> {
  await page.goto('/result')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).length)).toBeGreaterThan(0)
  await page.evaluate(
    ({ name, row }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const write = request.result.transaction('results', 'readwrite')
          write.objectStore('results').put(row)
          request.result.close()
          write.oncomplete = () => resolve()
          write.onerror = () => reject(write.error)
        }
      }),
    { name: STORAGE.databaseName, row: result },
  )
}

/** The row the device keeps for a result, as stored. */
export function storedCard(page: Page, uuid: string): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(
    ({ name, uuid }) =>
      new Promise<Record<string, unknown> | undefined>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const read = request.result.transaction('results').objectStore('results').get(uuid)
          request.result.close()
          read.onsuccess = () => resolve(read.result as Record<string, unknown> | undefined)
          read.onerror = () => reject(read.error)
        }
      }),
    { name: STORAGE.databaseName, uuid },
  )
}
