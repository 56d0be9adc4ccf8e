/**
 * Two share links with the same result id and different cards (anyone holding a link can reuse its id): each
 * link shows the card it carries, the device keeps both, and says so.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { resultsListCopy, sharedResultCopy } from '../../src/content/results'
import type { AssessmentResult } from '../../src/domain/assessment/assessment-types'
import { cardName } from '../../src/domain/card/card-text'
import { shareLinkPath } from '../../src/domain/card/share-link'
import { fill } from '../../src/lib/format'
import { expect, test, waitForHydration } from './fixtures'
import { ROOM, uuidOf } from './group-fixtures'

// Cards an assessment can make (a link refuses any other), from the workshop room's fixture.
const FIRST: AssessmentResult = { ...ROOM[0]!, uuid: uuidOf(1), expertise: 'Logistics' }
/** Another card under the first one's id. */
const SECOND: AssessmentResult = { ...ROOM[6]!, uuid: uuidOf(1), expertise: 'Marine Biology' }

const nameOf = (result: AssessmentResult) => cardName(result.scores, result.powers)
const keptBoth = (page: Page) => page.getByRole('status').filter({ hasText: sharedResultCopy.keptBoth })

/** Opens a link in a new tab, as a link from a message does, and waits for its card. */
async function openLink(context: BrowserContext, path: string, shows: AssessmentResult): Promise<Page> {
  const page = await context.newPage()
  await page.goto(path)
  await expect(page.getByRole('article')).toHaveAccessibleName(nameOf(shows))
  await expect(page.getByRole('article')).toContainText(shows.expertise)
  return page
}

test('a second link with the same id shows its own card, and the device keeps both and says so', async ({
  context,
  page,
}) => {
  const first = await openLink(context, shareLinkPath(FIRST), FIRST)
  await expect(keptBoth(first)).toHaveCount(0)

  const second = await openLink(context, shareLinkPath(SECOND), SECOND)
  await expect(keptBoth(second)).toBeVisible()
  // Opening it again stores nothing new.
  const again = await openLink(context, shareLinkPath(SECOND), SECOND)
  await expect(keptBoth(again)).toBeVisible()

  await page.goto('/result')
  await expect(page.getByText(fill(resultsListCopy.count, { count: 2 }))).toBeVisible()
  for (const result of [FIRST, SECOND])
    await expect(page.getByRole('listitem').filter({ hasText: nameOf(result) })).toContainText(
      result.expertise,
    )

  // The id alone, and the first link, still open the first card.
  await openLink(context, `/result/${FIRST.uuid}`, FIRST)
  const firstAgain = await openLink(context, shareLinkPath(FIRST), FIRST)
  await expect(keptBoth(firstAgain)).toHaveCount(0)
})

test('the second link pasted into the tab that shows the first shows its own card', async ({ page }) => {
  await page.goto(shareLinkPath(FIRST))
  await expect(page.getByRole('article')).toHaveAccessibleName(nameOf(FIRST))
  await waitForHydration(page)
  // Only the fragment differs: the browser stays on the page and the app sees a new address.
  await page.goto(shareLinkPath(SECOND))
  await expect(page.getByRole('article')).toHaveAccessibleName(nameOf(SECOND))
  await expect(keptBoth(page)).toBeVisible()
})
