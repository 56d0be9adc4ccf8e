import { expertiseCopy, powersCopy, resultsCopy, roundCopy } from '../../src/content/assessment'
import { EXPERTISE_MAX_LENGTH, expertiseSuggestions } from '../../src/content/assessment/expertise'
import { POWER_CATEGORIES, REQUIRED_POWER_COUNT, superPowers } from '../../src/content/assessment/powers'
import { pwaCopy } from '../../src/content/pwa'
import { PROGRESS } from '../../src/domain/assessment/progress'
import {
  backButton,
  cardCounter,
  choosePowers,
  completeRound,
  counterText,
  expertiseInput,
  fill,
  generateButton,
  nextButton,
  pageHeading,
  PHONE,
  powerButton,
  progressRing,
  startAssessment,
  suggestionList,
  THREE_POWERS,
  type Side,
} from './assessment-helpers'
import { expect, test, waitForHydration } from './fixtures'
import { contextAtExpertise } from './saved-session'

const TABLET = { width: 820, height: 1180 }

/** Suggestions are topics containing the text, case-insensitively, at most 5. */
function matching(text: string): string[] {
  return expertiseSuggestions.filter((topic) => topic.toLowerCase().includes(text.toLowerCase()))
}

test.use({ reducedMotion: 'reduce' })

test('expertise: suggestions, validation and trimming; super-powers: exactly three', async ({ page }) => {
  test.slow()
  const left = (): Side => 'left'
  await startAssessment(page)
  await completeRound(page, 'motivation', 'key', left)
  await completeRound(page, 'fear', 'key', left)
  await expect(progressRing(page)).toHaveAttribute('aria-valuenow', String(PROGRESS.knowledge))
  await expect(page.getByText(expertiseCopy.intro)).toBeVisible()

  const input = expertiseInput(page)
  const list = suggestionList(page)
  await expect(input).toHaveAttribute('placeholder', expertiseCopy.placeholder)
  await expect(input).toHaveAttribute('maxlength', String(EXPERTISE_MAX_LENGTH))
  await expect(page.getByText(fill(expertiseCopy.limitNote, { max: EXPERTISE_MAX_LENGTH }))).toBeVisible()

  // Next is disabled for an empty or blank answer.
  await expect(nextButton(page)).toBeDisabled()
  await input.fill('   ')
  await expect(nextButton(page)).toBeDisabled()
  await input.press('Enter')
  await expect(pageHeading(page)).toHaveText(expertiseCopy.heading)

  // One character: no suggestions yet.
  await input.fill('')
  await input.pressSequentially('i')
  await expect(list).toBeHidden()
  await expect(input).toHaveAttribute('aria-expanded', 'false')

  // Two or more: matching topics, at most five.
  await input.pressSequentially('n')
  expect(matching('in').length, 'this check needs more than five matches').toBeGreaterThan(5)
  await expect(list).toBeVisible()
  await expect(input).toHaveAttribute('aria-expanded', 'true')
  await expect(list.getByRole('option')).toHaveText(matching('in').slice(0, 5))

  // Case does not matter.
  await input.fill('CLIMATE')
  await expect(list.getByRole('option')).toHaveText(matching('climate'))

  // ArrowDown + Enter picks the first suggestion, fills the field and closes the list, without submitting.
  await input.fill('lea')
  const [first] = matching('lea')
  await input.press('ArrowDown')
  await expect(list.getByRole('option', { name: first })).toHaveAttribute('aria-selected', 'true')
  await input.press('Enter')
  await expect(input).toHaveValue(first!)
  await expect(list).toBeHidden()
  await expect(input).toHaveAttribute('aria-expanded', 'false')
  await expect(pageHeading(page)).toHaveText(expertiseCopy.heading)
  await expect(nextButton(page)).toBeEnabled()

  // The field keeps to the limit.
  await input.fill('')
  await input.focus()
  await page.keyboard.insertText('x'.repeat(EXPERTISE_MAX_LENGTH + 20))
  expect((await input.inputValue()).length).toBe(EXPERTISE_MAX_LENGTH)

  // The answer is saved trimmed.
  await input.fill('  Urban Planning  ')
  await input.press('Enter')
  await expect(pageHeading(page)).toHaveText(powersCopy.heading)
  await expect(page.getByText(powersCopy.intro)).toBeVisible()
  await expect(progressRing(page)).toHaveAttribute('aria-valuenow', String(PROGRESS.superpowersStart))

  // Super-powers: grouped by category, none chosen, the button counts down.
  for (const category of POWER_CATEGORIES)
    await expect(page.getByRole('heading', { level: 2, name: category, exact: true })).toBeVisible()
  const counter = (count: number) => fill(powersCopy.counter, { count, required: REQUIRED_POWER_COUNT })
  const selectMore = (count: number) =>
    page.getByRole('button', { name: fill(powersCopy.selectMore, { count }), exact: true })
  await expect(page.getByText(counter(0), { exact: true })).toBeVisible()
  await expect(selectMore(3)).toBeDisabled()
  await expect(generateButton(page)).toHaveCount(0)

  const chosen = [superPowers[2]!, superPowers[9]!, superPowers[17]!]
  for (const [index, power] of chosen.entries()) {
    await powerButton(page, power).click()
    await expect(powerButton(page, power)).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText(counter(index + 1), { exact: true })).toBeVisible()
    if (index < 2) await expect(selectMore(2 - index)).toBeDisabled()
  }
  await expect(generateButton(page)).toBeEnabled()
  await expect(progressRing(page)).toHaveAttribute('aria-valuenow', String(PROGRESS.superpowersDone))
  for (const power of superPowers) {
    if (chosen.includes(power)) await expect(powerButton(page, power)).toBeEnabled()
    else await expect(powerButton(page, power)).toBeDisabled()
  }

  // Unselecting one frees the others again.
  await powerButton(page, chosen[1]!).click()
  await expect(powerButton(page, chosen[1]!)).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByText(counter(2), { exact: true })).toBeVisible()
  await expect(selectMore(1)).toBeDisabled()
  for (const power of superPowers) await expect(powerButton(page, power)).toBeEnabled()
  await powerButton(page, superPowers[23]!).click()
  await expect(generateButton(page)).toBeEnabled()

  // Back to knowledge: the saved answer is trimmed; Back again restarts the fear round.
  await backButton(page).click()
  await expect(pageHeading(page)).toHaveText(expertiseCopy.heading)
  await expect(input).toHaveValue('Urban Planning')
  await expect(progressRing(page)).toHaveAttribute('aria-valuenow', String(PROGRESS.knowledge))
  await backButton(page).click()
  await expect(pageHeading(page)).toHaveText(roundCopy.fear.heading)
  await expect(cardCounter(page)).toHaveText(counterText('fear', 1))
  await expect(progressRing(page)).toHaveAttribute('aria-valuenow', String(PROGRESS.fearStart))
})

for (const viewport of [PHONE, TABLET]) {
  test(`super-powers at ${viewport.width}x${viewport.height}: all 24 in about two screens, the counter and Generate always in view, never under the offline note`, async ({
    browser,
    baseURL,
  }) => {
    const context = await contextAtExpertise(browser, baseURL, { viewport, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    try {
      await page.goto('/mojo-me?step=knowledge')
      await expertiseInput(page).fill('Urban Planning')
      await nextButton(page).tap()
      await expect(pageHeading(page)).toHaveText(powersCopy.heading)

      const firstCategory = await page.getByRole('heading', { name: POWER_CATEGORIES[0] }).boundingBox()
      const lastPower = await powerButton(page, superPowers.at(-1)!).boundingBox()
      expect(lastPower!.y + lastPower!.height - firstCategory!.y).toBeLessThanOrEqual(2 * viewport.height)

      const counter = page.getByText(fill(powersCopy.counter, { count: 0, required: REQUIRED_POWER_COUNT }))
      const generate = page.getByRole('button', { name: fill(powersCopy.selectMore, { count: 3 }) })
      await context.setOffline(true)
      const note = page.getByText(pwaCopy.offline)
      await expect(note).toBeVisible()
      // Wherever the list is scrolled to, down to its last power, the bar is on screen and clear of the note.
      for (const power of [superPowers[0]!, superPowers[12]!, superPowers.at(-1)!]) {
        await powerButton(page, power).evaluate((button) => button.scrollIntoView({ block: 'center' }))
        await expect(counter).toBeInViewport()
        await expect(generate).toBeInViewport()
        const noteBox = (await note.boundingBox())!
        for (const control of [counter, generate]) {
          const box = (await control.boundingBox())!
          const apart =
            box.y + box.height <= noteBox.y ||
            noteBox.y + noteBox.height <= box.y ||
            box.x + box.width <= noteBox.x ||
            noteBox.x + noteBox.width <= box.x
          expect(apart, `${await control.textContent()} is clear of the offline note`).toBe(true)
        }
      }
    } finally {
      await context.close()
    }
  })
}

test('the expertise placeholder fits its field on a 390 px phone, whole', async ({ browser, baseURL }) => {
  const context = await contextAtExpertise(browser, baseURL, { viewport: PHONE })
  const page = await context.newPage()
  try {
    await page.goto('/mojo-me?step=knowledge')
    const input = expertiseInput(page)
    await expect(input).toHaveAttribute('placeholder', expertiseCopy.placeholder)
    // The placeholder's width in the field's own font (once loaded), against the room inside its padding.
    const { text, room } = await input.evaluate(async (field: HTMLInputElement) => {
      const style = getComputedStyle(field, '::placeholder')
      await document.fonts.load(style.font)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = style.font
      context.letterSpacing = style.letterSpacing
      const own = getComputedStyle(field)
      return {
        text: context.measureText(field.placeholder).width,
        room: field.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight),
      }
    })
    expect(text, `"${expertiseCopy.placeholder}" is ${text} px in a ${room} px field`).toBeLessThanOrEqual(
      room,
    )
  } finally {
    await context.close()
  }
})

test('finishing moves focus to the results heading, even while the results code is still arriving', async ({
  browser,
  baseURL,
}) => {
  const context = await contextAtExpertise(browser, baseURL, { reducedMotion: 'reduce' })
  const page = await context.newPage()
  try {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/results-step-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/mojo-me?step=knowledge')
    await expertiseInput(page).fill('Urban Planning')
    await nextButton(page).click()
    await choosePowers(page, THREE_POWERS)
    await generateButton(page).click()
    release()
    await expect(pageHeading(page)).toHaveText(resultsCopy.heading)
    await expect(pageHeading(page)).toBeFocused()

    // Reopening the page on the results is arriving, not finishing: focus stays where the browser puts it.
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole('figure').first()).toBeVisible()
    await expect(pageHeading(page)).toHaveText(resultsCopy.heading)
    await expect(pageHeading(page)).not.toBeFocused()
  } finally {
    await context.close()
  }
})
