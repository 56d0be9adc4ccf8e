/** A card put on the device as the visitor's own, as finishing MojoMe would, without answering the cards. */
import type { Page } from '@playwright/test'
import type { AssessmentResult } from '../../src/domain/assessment/assessment-types'
import { readStore, writeStore } from './device-store'
import { expect } from './fixtures'

/** Keeps `result` in the device's results (the app makes its database on /result first). */
export async function keepOwnCard(page: Page, result: AssessmentResult): Promise<void> {
  await page.goto('/result')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => readStore(page, 'results', 'all')).not.toBeNull()
  await writeStore(page, 'results', result)
}

/** The row the device keeps for a result, as stored (null when there is none). */
export function storedCard(page: Page, uuid: string): Promise<Record<string, unknown> | null> {
  return readStore(page, 'results', { key: uuid })
}
