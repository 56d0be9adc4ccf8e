/**
 * Search and suggestion fields typed at machine speed from the moment they appear (tests/e2e/during-load.ts):
 * the resource library's search and MojoMe's expertise step keep what is typed and act on it.
 */
import type { Page } from '@playwright/test'
import { expertiseCopy, powersCopy } from '../../src/content/assessment'
import { expertiseSuggestions } from '../../src/content/assessment/expertise'
import { resourceLibraryCopy } from '../../src/content/resources'
import { resources } from '../../src/content/resources-catalogue'
import { filterResources } from '../../src/domain/resources/resource-filter'
import {
  backButton,
  expertiseInput,
  nextButton as expertiseNext,
  pageHeading,
  storedSession,
  suggestionList,
} from './assessment-helpers'
import { describeSweeps, openLoading, repeatVisits, RUNS_AT, startTyping, expectRaced } from './during-load'
import { freshVisit } from './first-visit'
import { profileAtExpertise } from './saved-session'
import { expect, test } from './fixtures'

describeSweeps((rate) => {
  test('/resources keeps the search typed, and the list and address follow it', async ({
    browser,
    baseURL,
  }) => {
    const queries = ['karpathy', 'one useful thing', 'podcast', 'essay', 'prompt']
    const raced = await repeatVisits(browser, baseURL, rate, async (page, run) => {
      const query = queries[run % queries.length]!
      const library = page.getByRole('region', { name: resourceLibraryCopy.heading })
      const searchBox = page.getByRole('searchbox', { name: resourceLibraryCopy.searchLabel })
      await openLoading(page, '/resources')
      const early = await startTyping(searchBox, run, rate)
      await searchBox.pressSequentially(query)

      const shown = filterResources(resources, { query })
      await expect(page).toHaveURL(new RegExp(`q=${query.replace(/ /g, '(\\+|%20)')}`))
      await expect(searchBox).toHaveValue(query)
      await expect(library.getByRole('status')).toHaveText(resourceLibraryCopy.resultCount(shown.length))
      await expect(library.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(
        shown.map((resource) => resource.title),
      )
      return early
    })
    expectRaced(raced, rate)
  })

  test('the expertise step keeps what is typed as it appears, and Next saves it', async ({
    browser,
    baseURL,
  }) => {
    const storageState = await profileAtExpertise(browser, baseURL)
    const { page, errors, close } = await freshVisit(browser, baseURL, rate, { storageState })
    try {
      for (let run = 0; run < RUNS_AT[rate]; run++) {
        const expertise = `Urban Planning ${run}`
        await openLoading(page, '/mojo-me?step=knowledge')
        // The app draws this step once it has read the session (with the last visit's answer in it), so
        // the typing replaces that answer while the app is still settling.
        await expertiseInput(page).press('ControlOrMeta+a')
        await expertiseInput(page).pressSequentially(expertise)

        await expect(expertiseInput(page)).toHaveValue(expertise)
        await expertiseNext(page).click()
        await expect(pageHeading(page)).toHaveText(powersCopy.heading)
        await expect.poll(async () => JSON.stringify(await storedSession(page))).toContain(`"${expertise}"`)
        await backButton(page).click()
        await expect(pageHeading(page)).toHaveText(expertiseCopy.heading)
      }
      expect(errors, 'console errors and uncaught exceptions').toEqual([])
    } finally {
      await close()
    }
  })
})

for (const press of ['click', 'tap'] as const) {
  test(`expertise: a suggestion typed in full, then one ${press} on Next, goes on; Next does not move`, async ({
    browser,
    baseURL,
  }) => {
    const storageState = await profileAtExpertise(browser, baseURL)
    const context = await browser.newContext({ baseURL, storageState, hasTouch: press === 'tap' })
    const page = await context.newPage()
    try {
      const topic = 'Leadership'
      expect(expertiseSuggestions).toContain(topic)
      await page.goto('/mojo-me?step=knowledge')
      await expertiseInput(page).pressSequentially(topic)
      await expect(expertiseNext(page)).toBeEnabled()
      const before = await expertiseNext(page).boundingBox()
      if (press === 'tap') {
        await expertiseNext(page).tap()
      } else {
        // Between press and release the button must stay under the pointer.
        const point = { x: before!.x + before!.width / 2, y: before!.y + before!.height / 2 }
        await page.mouse.move(point.x, point.y)
        await page.mouse.down()
        expect(await pressedButtonText(page, point)).toBe(expertiseCopy.next)
        await page.mouse.up()
      }
      await expect(pageHeading(page)).toHaveText(powersCopy.heading)
      await expect.poll(async () => JSON.stringify(await storedSession(page))).toContain(`"${topic}"`)
    } finally {
      await context.close()
    }
  })
}

test('the suggestion list lies over the page: showing it moves nothing below the field', async ({
  browser,
  baseURL,
}) => {
  const storageState = await profileAtExpertise(browser, baseURL)
  const context = await browser.newContext({ baseURL, storageState })
  const page = await context.newPage()
  try {
    await page.goto('/mojo-me?step=knowledge')
    await expect(pageHeading(page)).toHaveText(expertiseCopy.heading)
    const before = await expertiseNext(page).boundingBox()
    await expertiseInput(page).pressSequentially('lea')
    await expect(suggestionList(page)).toBeVisible()
    expect(await expertiseNext(page).boundingBox()).toEqual(before)
  } finally {
    await context.close()
  }
})

/** The text of the button under a point of the page, if any. */
function pressedButtonText(page: Page, point: { x: number; y: number }): Promise<string | null> {
  return page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim() ?? null,
    point,
  )
}
