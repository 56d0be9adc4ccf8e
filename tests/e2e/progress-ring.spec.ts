import { PNG } from 'pngjs'
import { assessmentTitle } from '../../src/content/assessment'
import { PROGRESS } from '../../src/domain/assessment/progress'
import { openTitle, pageHeading, PHONE, progressRing, resumeButton } from './assessment-helpers'
import { expect, test } from './fixtures'
import { contextAtExpertise } from './saved-session'

test.use({ reducedMotion: 'reduce' })

/** How far a pixel's colour is from another's: the largest difference of one channel. */
const distance = (a: number[], b: number[]) =>
  Math.max(...a.map((value, channel) => Math.abs(value - b[channel]!)))

test('the highlighted ring glows along its circle, not in a square around it', async ({
  browser,
  baseURL,
}) => {
  const context = await contextAtExpertise(browser, baseURL, { viewport: PHONE, deviceScaleFactor: 1 })
  const page = await context.newPage()
  try {
    await page.goto('/mojo-me?step=knowledge')
    const ring = progressRing(page)
    await expect(ring).toHaveAttribute('aria-valuenow', String(PROGRESS.knowledge))
    await expect(ring).toHaveAttribute('data-highlighted', 'true')
    await ring.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)),
    )

    const box = (await ring.boundingBox())!
    const margin = 12
    const shot = PNG.sync.read(
      await page.screenshot({
        clip: {
          x: box.x - margin,
          y: box.y - margin,
          width: box.width + 2 * margin,
          height: box.height + 2 * margin,
        },
      }),
    )
    const pixel = (x: number, y: number) => {
      const at = (Math.round(y) * shot.width + Math.round(x)) * 4
      return [shot.data[at]!, shot.data[at + 1]!, shot.data[at + 2]!]
    }
    const background = pixel(0, 0)
    // Just outside the ring, all along the drawn arc (clockwise from the top): where the circle touches its
    // box (right, bottom, left) as much as where it does not (the diagonals).
    const centre = { x: margin + box.width / 2, y: margin + box.height / 2 }
    const radius = box.width / 2 + 3
    const glow = [45, 90, 135, 180, 225, 270].map((degrees) => {
      const angle = (degrees * Math.PI) / 180
      return distance(
        pixel(centre.x + radius * Math.sin(angle), centre.y - radius * Math.cos(angle)),
        background,
      )
    })
    for (const [index, tint] of glow.entries()) {
      expect(tint, `the glow at ${45 * (index + 1)}° (all: ${glow.join(', ')})`).toBeGreaterThan(6)
    }
    expect(
      Math.max(...glow) / Math.min(...glow),
      `the glow is even all round: ${glow.join(', ')}`,
    ).toBeLessThan(2)
  } finally {
    await context.close()
  }
})

test('a resumed title shows the saved progress on its ring, not 0 %', async ({ browser, baseURL }) => {
  const context = await contextAtExpertise(browser, baseURL, { viewport: PHONE })
  const page = await context.newPage()
  try {
    await openTitle(page)
    await expect(pageHeading(page)).toHaveText(assessmentTitle.title)
    await expect(resumeButton(page)).toBeVisible()
    const ring = progressRing(page)
    await expect(ring).toHaveAttribute('aria-valuenow', String(PROGRESS.knowledge))
    await expect(ring).toHaveText(`${PROGRESS.knowledge}%`)
    await expect(ring).toHaveAttribute('data-highlighted', 'true')
  } finally {
    await context.close()
  }
})
