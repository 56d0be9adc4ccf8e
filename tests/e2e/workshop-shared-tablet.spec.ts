import type { Page } from '@playwright/test'
import { assessmentTitle } from '../../src/content/assessment'
import {
  attendeeCopy,
  idleSettingCopy,
  pinGateCopy,
  runningWorkshopCopy,
} from '../../src/content/facilitator/tablet'
import { groupViewCopy, importCopy } from '../../src/content/facilitator/group'
import { shareLinkPath } from '../../src/domain/card/share-link'
import { IDLE_COUNTDOWN_SECONDS } from '../../src/domain/workshop/workshop-settings'
import {
  answerCard,
  completeAssessment,
  pageHeading,
  resumeButton,
  startAssessment,
  storedSession,
} from './assessment-helpers'
import { expect, test, waitForHydration, waitForServiceWorker, type ConsoleWatch } from './fixtures'
import { exportFile, ROOM, uuidOf } from './group-fixtures'
import {
  decodeQr,
  deviceTraces,
  lockFacilitatorPages,
  PIN,
  startWorkshop,
  tracesText,
  typePin,
  WORKSHOP,
} from './workshop-helpers'

// A workshop tablet runs offline: these tests go offline once the service worker has the site.
test.use({ serviceWorkers: 'allow', reducedMotion: 'reduce' })

const PORTRAIT = { width: 820, height: 1180 }
const SMALL_PORTRAIT = { width: 768, height: 1024 }

/**
 * A tablet of this size, offline after one visit, in a running workshop whose attendees' idle time is
 * `idleMinutes`. (Started offline, it cannot fetch the QR scanner's WebAssembly, and logs that request.)
 */
async function offlineTablet(
  page: Page,
  consoleWatch: ConsoleWatch,
  { size, idleMinutes }: { size: { width: number; height: number }; idleMinutes: number },
): Promise<void> {
  consoleWatch.allow(/^Failed to load resource: net::ERR_FAILED$/)
  await page.setViewportSize(size)
  await page.goto('/workshop')
  await waitForServiceWorker(page)
  await page.context().setOffline(true)
  await startWorkshop(page)
  await page.getByLabel(idleSettingCopy.label).selectOption(String(idleMinutes))
  await expect(page.getByRole('status').filter({ hasText: idleSettingCopy.saved })).toBeVisible()
}

/** The facilitator hands the tablet to the room: their page locks and MojoMe opens. */
async function handOver(page: Page): Promise<void> {
  await page.getByRole('link', { name: runningWorkshopCopy.openMojoMe }).click()
  await expect(pageHeading(page)).toHaveText(assessmentTitle.title)
  await waitForHydration(page)
}

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

test('"Delete them" leaves nothing of the workshop on the tablet; "Keep" keeps the results but no PIN material', async ({
  page,
  baseURL,
  consoleWatch,
}) => {
  test.setTimeout(120_000)
  for (const ending of ['delete', 'keep'] as const) {
    await offlineTablet(page, consoleWatch, { size: PORTRAIT, idleMinutes: 3 })
    const workshopId = await page.evaluate(() => localStorage.getItem('think-first:workshop-id'))
    expect(workshopId).toBeTruthy()
    // A link someone opens on the tablet belongs to the workshop.
    const shared = { ...ROOM[0]!, uuid: uuidOf(77), expertise: `Shared ${ending}` }
    await page.goto(`${baseURL}${shareLinkPath(shared)}`)
    await expect(page.getByText(`Shared ${ending}`).first()).toBeVisible()

    await page.goto('/workshop')
    await waitForHydration(page)
    await handOver(page)
    await startAssessment(page)
    const attendee = await completeAssessment(page, 'key', { expertise: `Finished ${ending}` })
    expect(attendee.expertise).toBe(`Finished ${ending}`)
    await page.getByRole('button', { name: attendeeCopy.next }).click()
    await page.getByRole('button', { name: attendeeCopy.confirm }).click()
    // The next attendee walks away mid-round.
    await startAssessment(page)
    for (let card = 0; card < 4; card++) await answerCard(page, 'left', 'key')
    await expect.poll(() => storedSession(page)).not.toBeNull()

    await page.goto('/workshop')
    await waitForHydration(page)
    await typePin(page, PIN)
    await expect(
      page
        .getByRole('region', { name: groupViewCopy.title, exact: true })
        .getByText('2 participants', { exact: true })
        .first(),
    ).toBeVisible()
    const before = await deviceTraces(page)
    expect(tracesText(before)).toContain('"salt"')

    const end = page.getByRole('form', { name: runningWorkshopCopy.endTitle })
    await end.getByLabel(ending === 'delete' ? runningWorkshopCopy.delete : runningWorkshopCopy.keep).check()
    await end.getByRole('button', { name: runningWorkshopCopy.end }).click()
    await expect(page.getByRole('listitem').filter({ hasText: runningWorkshopCopy.ended })).toBeVisible()

    const after = await deviceTraces(page)
    const text = tracesText(after)
    // Never the PIN's salt or hash, the unfinished assessment, the unlock or the wrong-PIN count.
    expect(text).not.toMatch(/"salt"|"hash"|"pin"/)
    expect(after.database['think-first/sessions']).toEqual([])
    expect(Object.keys(after.session).filter((key) => key.startsWith('think-first'))).toEqual([])
    expect(Object.keys(after.local)).not.toContain('think-first:workshop-id')
    expect(Object.keys(after.local)).not.toContain('think-first:pin-failures')
    for (const entry of after.caches) {
      expect(entry.url + entry.body, entry.url).not.toContain(workshopId!)
      expect(entry.body, entry.url).not.toContain(`Finished ${ending}`)
    }
    if (ending === 'delete') {
      expect(text).not.toContain(workshopId!)
      expect(text).not.toContain(WORKSHOP)
      expect(text).not.toContain(`Finished ${ending}`)
      expect(text).not.toContain(`Shared ${ending}`)
      expect(after.database['think-first/workshops']).toEqual([])
    } else {
      expect(text).toContain(`Finished ${ending}`)
      expect(text).toContain(`Shared ${ending}`)
      expect(after.database['think-first/workshops']).toHaveLength(1)
    }
    await page.context().setOffline(false)
  }
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
