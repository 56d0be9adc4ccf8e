import type { Locator, Page } from '@playwright/test'
import { footerCopy } from '../../src/content/nav'
import { pwaCopy } from '../../src/content/pwa'
import { attendeeCopy } from '../../src/content/facilitator/tablet'
import { completeAssessment, DESKTOP, PHONE, startAssessment } from './assessment-helpers'
import { expect, test, waitForHydration } from './fixtures'
import { startWorkshop } from './workshop-helpers'

const TABLET = { width: 820, height: 1180 }

test.use({ reducedMotion: 'reduce' })

const floatingNote = (page: Page) => page.getByText(pwaCopy.offline)

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
}

/** Whether what is on screen at the middle of an element is the element itself (or part of it). */
function onTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && element.contains(hit)
  })
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width}x${viewport.height}, the offline note leaves the footer's last line clear at the very end of a page`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/about')
    await waitForHydration(page)
    // The pictures further down load as they near the screen: fetched first, while online.
    await scrollToEnd(page)
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => window.scrollTo(0, 0))
    await context.setOffline(true)
    const note = floatingNote(page)
    await expect(note).toBeVisible()

    // Up the page, the note rides at the bottom of the screen.
    const high = (await note.boundingBox())!
    expect(viewport.height - (high.y + high.height)).toBeLessThanOrEqual(24)

    // At the very end, read once the page has settled there: scrolled to the end again while anything
    // laid out late (a picture decoded, the note's own space) still moves it.
    const footer = page.getByRole('contentinfo')
    await expect
      .poll(
        async () => {
          await scrollToEnd(page)
          const bottom = (await footer.boundingBox())!
          return (await note.boundingBox())!.y - (bottom.y + bottom.height)
        },
        { message: 'the note starts below the footer' },
      )
      .toBeGreaterThanOrEqual(0)
    const lastLine = footer.getByText(footerCopy.rights)
    await expect(lastLine).toBeInViewport()
    await expect(note).toBeInViewport()
    const line = (await lastLine.boundingBox())!
    const end = (await note.boundingBox())!
    expect(end.y).toBeGreaterThanOrEqual(line.y + line.height)
    expect(await onTop(lastLine)).toBe(true)

    await context.setOffline(false)
    await expect(note).toBeHidden()
  })
}

test('in workshop mode, offline is a small status in the header, never over the QR code or Next participant', async ({
  page,
  context,
}) => {
  test.slow()
  await page.setViewportSize(TABLET)
  await startWorkshop(page)
  await startAssessment(page)
  await completeAssessment(page, 'key')
  const handOff = page.getByRole('region', { name: attendeeCopy.scanTitle })
  const code = handOff.getByRole('img', { name: attendeeCopy.qrLabel })
  const next = handOff.getByRole('button', { name: attendeeCopy.next })
  await expect(code).toBeVisible()

  await context.setOffline(true)
  const status = page.getByRole('banner').getByRole('status').filter({ hasText: pwaCopy.offlineStatus })
  await expect(status).toBeVisible()
  await expect(floatingNote(page)).toHaveCount(0)
  await expect(page.locator('[data-offline-note]')).toHaveCount(0)

  for (const control of [code, next]) {
    await control.scrollIntoViewIfNeeded()
    expect(
      await onTop(control),
      `${(await control.getAttribute('aria-label')) ?? (await control.textContent())} is uncovered`,
    ).toBe(true)
  }
  await scrollToEnd(page)
  for (const control of [code, next]) {
    const inView = await control.evaluate((element) => {
      const box = element.getBoundingClientRect()
      return box.top >= 0 && box.bottom <= window.innerHeight
    })
    if (inView) expect(await onTop(control)).toBe(true)
  }
})
