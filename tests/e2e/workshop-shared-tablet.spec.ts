import type { Page } from '@playwright/test'
import { assessmentTitle } from '../../src/content/assessment'
import { attendeeCopy, pinGateCopy } from '../../src/content/facilitator/tablet'
import { groupViewCopy, importCopy } from '../../src/content/facilitator/group'
import { IDLE_COUNTDOWN_SECONDS } from '../../src/domain/workshop/workshop-settings'
import {
  answerCard,
  completeAssessment,
  pageHeading,
  resumeButton,
  startAssessment,
  storedSession,
} from './assessment-helpers'
import { expect, test, waitForHydration } from './fixtures'
import { exportFile, ROOM } from './group-fixtures'
import { handOver, offlineTablet, PORTRAIT } from './offline-tablet'
import { decodeQr, lockFacilitatorPages, PIN, typePin, WORKSHOP } from './workshop-helpers'

// A workshop tablet runs offline: these tests go offline once the service worker has the site.
test.use({ serviceWorkers: 'allow', reducedMotion: 'reduce' })

const SMALL_PORTRAIT = { width: 768, height: 1024 }

/** The idle countdown, on a result ("keep your card") or mid-assessment ("carry on with your answers"). */
const countdown = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ hasText: attendeeCopy.idleCountdown.slice(0, attendeeCopy.idleCountdown.indexOf('{')) })

test('an assessment left idle counts down, then is wiped with its saved session; nothing offers it again', async ({
  page,
  consoleWatch,
}) => {
  await page.clock.install()
  await offlineTablet(page, consoleWatch, { size: PORTRAIT, idleMinutes: 1 })
  await handOver(page)

  await startAssessment(page)
  for (let card = 0; card < 5; card++) await answerCard(page, 'left', 'key')
  await expect
    .poll(async () =>
      Object.keys(
        ((await storedSession(page)) as { session: { motivationResponses: object } } | null)?.session
          .motivationResponses ?? {},
      ),
    )
    .toHaveLength(5)

  // The idle time is the facilitator's "1 minute" in all: 45 s untouched, then a 15 s countdown.
  await page.clock.fastForward(60_000 - IDLE_COUNTDOWN_SECONDS * 1000 - 1000)
  await expect(countdown(page)).toHaveCount(0)
  await page.clock.fastForward(1000)
  await expect(countdown(page)).toBeVisible()
  await expect(pageHeading(page)).not.toHaveText(assessmentTitle.title)
  // The countdown takes the page's top, never the card or its buttons.
  const alert = (await countdown(page).boundingBox())!
  for (const control of await page.getByRole('button').all()) {
    const box = await control.boundingBox()
    if (box)
      expect(
        box.y >= alert.y + alert.height || box.y + box.height <= alert.y,
        await control.innerText(),
      ).toBe(true)
  }
  await page.clock.fastForward(IDLE_COUNTDOWN_SECONDS * 1000)
  await expect(pageHeading(page)).toHaveText(assessmentTitle.title)
  await expect(resumeButton(page)).toHaveCount(0)
  await expect.poll(() => storedSession(page)).toBeNull()

  // A walk-away that a reload catches before the idle time: the next visit to MojoMe wipes it too.
  await startAssessment(page)
  for (let card = 0; card < 3; card++) await answerCard(page, 'right', 'key')
  await expect.poll(() => storedSession(page)).not.toBeNull()
  await page.goto('/mojo-me')
  await waitForHydration(page)
  await expect(resumeButton(page)).toHaveCount(0)
  await expect.poll(() => storedSession(page)).toBeNull()
})

const TABLET_SIZES = [
  { width: 820, height: 1180 },
  { width: 1180, height: 820 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
]

test('at tablet sizes, both ways up, the result screen shows the whole QR code and Next participant without scrolling', async ({
  page,
  consoleWatch,
}) => {
  await page.clock.install()
  await offlineTablet(page, consoleWatch, { size: PORTRAIT, idleMinutes: 3 })
  await handOver(page)
  await startAssessment(page)
  await completeAssessment(page, 'key')
  const handOff = page.getByRole('region', { name: attendeeCopy.scanTitle })
  const code = handOff.getByRole('img', { name: attendeeCopy.qrLabel })
  const next = handOff.getByRole('button', { name: attendeeCopy.next })
  for (const size of TABLET_SIZES) {
    await page.setViewportSize(size)
    await page.evaluate(() => window.scrollTo(0, 0))
    const label = `${size.width}x${size.height}`
    for (const part of [code, next]) {
      const box = (await part.boundingBox())!
      expect(box.y, label).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height, label).toBeLessThanOrEqual(size.height)
    }
    expect(await decodeQr(code)).toMatch(/\/result\/[0-9a-f-]{36}#/)
  }
  // The countdown and the offline note cover neither the code nor a control.
  await page.clock.fastForward(3 * 60_000 - IDLE_COUNTDOWN_SECONDS * 1000)
  await expect(countdown(page)).toBeVisible()
  const covers = [countdown(page), page.locator('[data-offline-note]')]
  for (const cover of covers) {
    if (!(await cover.isVisible())) continue
    const over = (await cover.boundingBox())!
    for (const part of [code, next]) {
      const box = (await part.boundingBox())!
      const apart =
        box.y >= over.y + over.height ||
        box.y + box.height <= over.y ||
        box.x >= over.x + over.width ||
        box.x + box.width <= over.x
      expect(apart).toBe(true)
    }
  }
})

test("the facilitator's unlock lasts across their pages until they lock it, hand over, or leave it idle", async ({
  page,
  consoleWatch,
}) => {
  await page.clock.install()
  await offlineTablet(page, consoleWatch, { size: SMALL_PORTRAIT, idleMinutes: 3 })
  // Just started: no PIN asked. It holds on the tablet's results page, and back.
  await page.goto('/result')
  await waitForHydration(page)
  await expect(page.getByRole('form', { name: pinGateCopy.title })).toHaveCount(0)
  await expect(page.getByRole('button', { name: pinGateCopy.lock })).toBeVisible()
  await page.goto('/workshop')
  await waitForHydration(page)
  await expect(page.getByRole('region', { name: `Running: ${WORKSHOP}` })).toBeVisible()

  // Touches keep it open; the workshop's idle time (3 minutes) without one locks it.
  await page.clock.fastForward(2 * 60_000)
  await page.mouse.click(5, 400)
  await page.clock.fastForward(2 * 60_000)
  await expect(page.getByRole('region', { name: `Running: ${WORKSHOP}` })).toBeVisible()
  await page.clock.fastForward(60_000 + 1000)
  await expect(page.getByRole('form', { name: pinGateCopy.title })).toBeVisible()

  await typePin(page, PIN)
  await lockFacilitatorPages(page)
  await typePin(page, PIN)
  // Handing the tablet to the room locks it, whatever the attendees then touch.
  await handOver(page)
  await page.goto('/workshop')
  await waitForHydration(page)
  await expect(page.getByRole('form', { name: pinGateCopy.title })).toBeVisible()
})

test('a file from another workshop is added only when the facilitator says so', async ({
  page,
  consoleWatch,
}) => {
  await offlineTablet(page, consoleWatch, {
    size: { width: SMALL_PORTRAIT.height, height: SMALL_PORTRAIT.width },
    idleMinutes: 3,
  })
  const other = {
    name: 'other.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        ...JSON.parse(exportFile(ROOM.slice(0, 3)).buffer.toString()),
        workshop: { id: 'elsewhere', name: 'Globex sales kick-off', tablet: 'Tablet 9', startedAt: 1 },
      }),
    ),
  }
  const section = page.getByRole('region', { name: importCopy.title })
  const group = page.getByRole('region', { name: groupViewCopy.title, exact: true })
  await section.getByLabel(importCopy.label).setInputFiles(other)
  const ask = section.getByRole('alert')
  await expect(ask).toContainText('“Globex sales kick-off” (Tablet 9), with 3 results')
  await ask.getByRole('button', { name: importCopy.keepApart }).click()
  await expect(ask).toHaveCount(0)
  await expect(group.getByText(groupViewCopy.emptyTitle)).toBeVisible()

  await section.getByLabel(importCopy.label).setInputFiles(other)
  await section.getByRole('alert').getByRole('button', { name: importCopy.mergeAnyway }).click()
  await expect(group.getByText('3 participants', { exact: true }).first()).toBeVisible()
})
