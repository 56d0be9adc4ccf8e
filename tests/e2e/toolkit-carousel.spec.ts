import { carouselSection } from '../../src/content/product'
import { personas } from '../../src/content/product/personas'
import { expect, test } from './fixtures'
import { carousel, expectCurrent, openToolkit } from './toolkit-helpers'

test('the persona carousel wraps both ways and shows only the current card and two each side', async ({
  page,
}) => {
  await openToolkit(page)
  const region = carousel(page)
  await region.scrollIntoViewIfNeeded()
  await expectCurrent(page, 0)
  await expect(region.getByRole('img')).toHaveCount(5)
  for (const index of [10, 11, 0, 1, 2]) {
    await expect(
      region.getByRole('img', { name: carouselSection.imageAlt(personas[index]!.name) }),
    ).toBeVisible()
  }
  for (const image of await region.getByRole('img').all()) {
    await expect(image).toHaveAttribute('width', /\d+/)
    await expect(image).toHaveAttribute('height', /\d+/)
  }

  await region.getByRole('button', { name: carouselSection.previous }).click()
  await expectCurrent(page, 11)
  await region.getByRole('button', { name: carouselSection.next }).click()
  await expectCurrent(page, 0)
  for (let step = 0; step < personas.length; step += 1) {
    await region.getByRole('button', { name: carouselSection.next }).click()
  }
  await expectCurrent(page, 0)
  await expect(region.getByRole('img')).toHaveCount(5)
})

test('a dot or a visible side card jumps to that persona', async ({ page }) => {
  await openToolkit(page)
  const region = carousel(page)
  await expect(region.getByRole('button', { name: /^Show persona \d+:/ })).toHaveCount(12)

  await region.getByRole('button', { name: carouselSection.dotLabel(7, personas[6]!.name) }).click()
  await expectCurrent(page, 6)
  for (const index of [4, 5, 6, 7, 8]) {
    await expect(
      region.getByRole('img', { name: carouselSection.imageAlt(personas[index]!.name) }),
    ).toBeVisible()
  }

  // Two to the right of the Synthesizer: the side card is a button named by its image.
  await region.getByRole('button', { name: carouselSection.imageAlt(personas[8]!.name) }).click()
  await expectCurrent(page, 8)
  await region.getByRole('button', { name: carouselSection.imageAlt(personas[7]!.name) }).click()
  await expectCurrent(page, 7)
})

test('arrow keys move the carousel while it has focus', async ({ page }) => {
  await openToolkit(page)
  const region = carousel(page)
  await region.focus()
  await page.keyboard.press('ArrowLeft')
  await expectCurrent(page, 11)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expectCurrent(page, 1)
  await page.keyboard.press('End')
  await expectCurrent(page, 11)
  await page.keyboard.press('Home')
  await expectCurrent(page, 0)
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true })

  test('a swipe moves the carousel, a short touch does not', async ({ page }) => {
    await openToolkit(page)
    const stage = carousel(page).getByRole('group', {
      name: carouselSection.slideLabel(1, personas.length),
      exact: true,
    })
    await stage.scrollIntoViewIfNeeded()
    const box = (await stage.boundingBox())!
    const y = box.y + box.height / 2
    const cdp = await page.context().newCDPSession(page)
    // Real touches through Chromium's input layer, as a finger makes them.
    async function swipe(fromX: number, toX: number) {
      const steps = [0, 0.25, 0.5, 0.75, 1].map((share) => ({ x: fromX + (toX - fromX) * share, y }))
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [steps[0]!] })
      for (const point of steps.slice(1))
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.1)
    await expectCurrent(page, 1)
    await swipe(box.x + box.width * 0.1, box.x + box.width * 0.9)
    await expectCurrent(page, 0)
    await swipe(box.x + box.width * 0.1, box.x + box.width * 0.9)
    await expectCurrent(page, 11)
    // A short movement is a tap, not a swipe.
    await swipe(box.x + box.width / 2, box.x + box.width / 2 + 10)
    await expectCurrent(page, 11)
  })
})

test('on a phone nothing overflows sideways and the carousel still shows five cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openToolkit(page)
  await carousel(page).scrollIntoViewIfNeeded()
  await expect(carousel(page).getByRole('img')).toHaveCount(5)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
