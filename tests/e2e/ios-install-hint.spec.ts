import { pwaCopy } from '../../src/content/pwa'
import { expect, test, waitForHydration } from './fixtures'

const HINT_CODE = /\/assets\/ios-install-hint-[\w-]+\.js$/

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

test.describe('in iOS Safari', () => {
  test.use({ userAgent: IPHONE_SAFARI, hasTouch: true, viewport: { width: 390, height: 844 } })

  test('the install how-to shows once, and stays away after Dismiss', async ({ page }) => {
    await page.goto('/')
    const hint = page.getByRole('complementary', { name: pwaCopy.iosHintTitle })
    await expect(hint).toContainText(pwaCopy.iosHint)
    await hint.getByRole('button', { name: pwaCopy.dismiss }).click()
    await expect(hint).toHaveCount(0)
    // After a reload the how-to's code loads again and decides; once it has run and painted, it must be away.
    const hintCode = page.waitForResponse(HINT_CODE)
    await page.reload()
    await waitForHydration(page)
    await hintCode
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    await expect(hint).toHaveCount(0)
  })
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
