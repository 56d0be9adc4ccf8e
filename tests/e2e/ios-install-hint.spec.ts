import type { Page } from '@playwright/test'
import { resultsCopy } from '../../src/content/assessment'
import { navCopy } from '../../src/content/nav'
import { pwaCopy } from '../../src/content/pwa'
import { shareCopy } from '../../src/content/share'
import {
  choosePowers,
  expertiseInput,
  generateButton,
  nextButton,
  pageHeading,
  PHONE,
  THREE_POWERS,
} from './assessment-helpers'
import { expect, test, waitForHydration } from './fixtures'
import { profileAtExpertise } from './saved-session'

const HINT_CODE = /\/assets\/ios-install-hint-[\w-]+\.js$/

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

/** The install action in the phone menu. */
const menuInstall = (page: Page) => page.locator('#site-menu').getByRole('button', { name: pwaCopy.install })

const IPHONE = { userAgent: IPHONE_SAFARI, hasTouch: true, isMobile: true, viewport: PHONE }

test.describe('in iOS Safari', () => {
  test.use(IPHONE)

  test("the install how-to never opens by itself on arrival; the menu's Install app shows it, Dismiss closes it", async ({
    page,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto('/')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const hint = page.getByRole('complementary', { name: pwaCopy.iosHintTitle })
    await expect(hint).toHaveCount(0)
    expect(
      requested.filter((path) => HINT_CODE.test(path)),
      'not even loaded',
    ).toEqual([])

    await page.getByRole('button', { name: navCopy.openMenu }).tap()
    await menuInstall(page).tap()
    await expect(hint).toContainText(pwaCopy.iosHint)
    await expect(hint, 'the menu closed, so nothing covers the how-to').toBeInViewport()
    await expect(page.locator('#site-menu')).toBeHidden()
    await hint.getByRole('button', { name: pwaCopy.dismiss }).tap()
    await expect(hint).toHaveCount(0)

    // Asked again, it shows again: a dismissal stops only the offer after MojoMe.
    await page.getByRole('button', { name: navCopy.openMenu }).tap()
    await menuInstall(page).tap()
    await expect(hint).toBeVisible()
  })
})

test('iOS Safari offers the how-to after the first share, never over the card; once dismissed, never again', async ({
  browser,
  baseURL,
}) => {
  const atExpertise = await profileAtExpertise(browser, baseURL)
  /** A phone whose assessment waits on the expertise step, with `localStorage` entries added. */
  const phone = (localStorage: { name: string; value: string }[] = []) =>
    browser.newContext({
      ...IPHONE,
      baseURL,
      reducedMotion: 'reduce',
      permissions: ['clipboard-read', 'clipboard-write'],
      storageState: {
        ...atExpertise,
        origins: atExpertise.origins.map((origin) => ({
          ...origin,
          localStorage: [...origin.localStorage, ...localStorage],
        })),
      },
    })
  const finish = async (page: Page) => {
    await page.goto('/mojo-me?step=knowledge')
    await expertiseInput(page).fill('Urban Planning')
    await nextButton(page).tap()
    await choosePowers(page, THREE_POWERS, 'tap')
    await generateButton(page).tap()
    await expect(pageHeading(page)).toHaveText(resultsCopy.heading)
  }
  const share = async (page: Page) => {
    const opener = page.getByRole('button', { name: shareCopy.open })
    // Under the card's name: in the first screen of the phone, where the visitor sees their card.
    await expect(opener).toBeInViewport({ ratio: 1 })
    await opener.tap()
    const dialog = page.getByRole('dialog', { name: shareCopy.title })
    await dialog.getByRole('button', { name: shareCopy.copyLink }).tap()
    await expect(dialog.getByRole('button', { name: shareCopy.copied })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  }
  const hintIn = (page: Page) => page.getByRole('complementary', { name: pwaCopy.iosHintTitle })
  const settled = (page: Page) =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

  const first = await phone()
  const page = await first.newPage()
  await finish(page)
  // A card just made is the moment of pride: nothing is offered over it.
  await settled(page)
  const anyHint = page.locator(`aside[aria-label="${pwaCopy.iosHintTitle}"]`)
  await expect(anyHint).toHaveCount(0)
  await share(page)
  // Offered now, but it stands aside while the card is under it, and shows once the card has scrolled away.
  await expect(anyHint).toHaveCount(1)
  const card = page.getByRole('article').first()
  const overlap = async () => {
    if (!(await anyHint.isVisible())) return false
    const [hint, box] = [await anyHint.boundingBox(), await card.boundingBox()]
    if (!hint || !box) return false
    return hint.y < box.y + box.height && box.y < hint.y + hint.height
  }
  for (const y of [0, 400, 800, 1200, 100_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await settled(page)
    expect(await overlap(), `the how-to over the card at scroll ${y}`).toBe(false)
  }
  await expect(hintIn(page)).toContainText(pwaCopy.iosHint)
  await hintIn(page).getByRole('button', { name: pwaCopy.dismiss }).tap()
  await expect(hintIn(page)).toHaveCount(0)
  const dismissed = (await first.storageState()).origins.flatMap((origin) => origin.localStorage)
  await first.close()

  const second = await phone(dismissed)
  try {
    const again = await second.newPage()
    await finish(again)
    await share(again)
    await again.evaluate((top) => window.scrollTo(0, top), 100_000)
    // Resource timing lists the how-to's code even when it comes from the browser's cache: once it has
    // loaded, decided and painted, it must be away.
    await expect
      .poll(() =>
        again.evaluate((pattern) => {
          const loaded = performance.getEntriesByType('resource').map((entry) => entry.name)
          return loaded.some((name) => new RegExp(pattern).test(name))
        }, HINT_CODE.source),
      )
      .toBe(true)
    await settled(again)
    await expect(hintIn(again)).toHaveCount(0)
  } finally {
    await second.close()
  }
})

test('other browsers never load the how-to', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto('/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('complementary', { name: pwaCopy.iosHintTitle })).toHaveCount(0)
  expect(requested.filter((path) => HINT_CODE.test(path))).toEqual([])
})
