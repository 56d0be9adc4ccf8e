import { attendeeCopy, pinGateCopy } from '../../src/content/facilitator/tablet'
import { groupViewCopy } from '../../src/content/facilitator/group'
import { assessmentTitle, resultsCopy } from '../../src/content/assessment'
import {
  completeAssessment,
  pageHeading,
  resumeButton,
  startAssessment,
  type Side,
} from './assessment-helpers'
import {
  IDLE_CLEAR_DEFAULT_MINUTES,
  IDLE_COUNTDOWN_SECONDS,
} from '../../src/domain/workshop/workshop-settings'
import { expect, test, waitForHydration, waitForServiceWorker } from './fixtures'
import { decodeQr, lockFacilitatorPages, PIN, startWorkshop, typePin, WORKSHOP } from './workshop-helpers'

// These tests are about the service worker (the config blocks it for the rest).
test.use({ serviceWorkers: 'allow', reducedMotion: 'reduce' })

test('offline, attendees take turns: each result hands over by QR code, then clears (Next participant, or left idle); the next person sees nothing of it', async ({
  page,
  context,
  browser,
  baseURL,
  consoleWatch,
}) => {
  test.setTimeout(180_000)
  await page.clock.install()
  await page.goto('/workshop')
  await waitForServiceWorker(page)
  // A workshop room has no network: after one visit, all of it runs offline. (Started offline, the tablet
  // cannot fetch the QR scanner's WebAssembly for later, and the browser logs that failed request.)
  await context.setOffline(true)
  consoleWatch.allow(/^Failed to load resource: net::ERR_FAILED$/)
  await startWorkshop(page)
  await lockFacilitatorPages(page)

  const uuids: string[] = []
  const attendees: [string, (position: number) => Side, 'next participant' | 'walks away'][] = [
    ['Logistics', () => 'left', 'next participant'],
    ['Marine Biology', () => 'right', 'walks away'],
    ['Urban Planning', (position) => (position % 2 ? 'left' : 'right'), 'next participant'],
  ]
  for (const [expertise, side, leaves] of attendees) {
    await startAssessment(page)
    await completeAssessment(page, 'key', { expertise, motivationSide: side, fearSide: side })
    const handOff = page.getByRole('region', { name: attendeeCopy.scanTitle })
    const link = await decodeQr(handOff.getByRole('img', { name: attendeeCopy.qrLabel }))
    const [, uuid] = new RegExp(`^${baseURL}/result/([0-9a-f-]{36})#.+$`).exec(link) ?? []
    expect(uuid, link).toBeDefined()
    uuids.push(uuid!)

    // The attendee's phone opens the card from the code alone.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const phonePage = await phone.newPage()
    await phonePage.goto(link)
    await expect(phonePage.getByText(expertise).first()).toBeVisible()
    await phone.close()

    if (leaves === 'next participant') {
      await handOff.getByRole('button', { name: attendeeCopy.next }).click()
      await handOff.getByRole('button', { name: attendeeCopy.confirm }).click()
    } else {
      // Left alone, the screen counts down for the last 15 s of the workshop's idle time; a touch cancels,
      // and the wait starts over; the second countdown runs out and clears the screen, the idle time after
      // the last touch.
      const countdown = page.getByRole('alert').filter({ hasText: attendeeCopy.idleStay })
      const wait = IDLE_CLEAR_DEFAULT_MINUTES * 60_000 - IDLE_COUNTDOWN_SECONDS * 1000
      await page.clock.fastForward(wait)
      await expect(countdown).toBeVisible()
      await page.mouse.click(5, 300)
      await expect(countdown).toBeHidden()
      await page.clock.fastForward(wait - 5_000)
      await expect(countdown).toBeHidden()
      await page.clock.fastForward(5_000)
      await expect(countdown).toBeVisible()
      await page.clock.fastForward(IDLE_COUNTDOWN_SECONDS * 1000)
    }
    await expect(pageHeading(page)).toHaveText(assessmentTitle.title)
    await expect(page.getByText(`Workshop: ${WORKSHOP}`)).toBeVisible()
    await expect(page.getByText(expertise)).toHaveCount(0)

    // Neither Back nor a reload brings the previous attendee back.
    await page.goBack()
    await expect(page.getByRole('heading', { name: resultsCopy.heading })).toHaveCount(0)
    await expect(page.getByText(expertise)).toHaveCount(0)
    await page.goto('/mojo-me')
    await waitForHydration(page)
    await expect(pageHeading(page)).toHaveText(assessmentTitle.title)
    await expect(resumeButton(page)).toHaveCount(0)
  }
  expect(new Set(uuids).size).toBe(3)

  // Attendees have no way off MojoMe, and the tablet's results are the facilitator's to open.
  await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0)
  await expect(page.getByRole('contentinfo').getByRole('navigation')).toHaveCount(0)
  await page.goto('/result')
  await expect(page.getByRole('form', { name: pinGateCopy.title })).toBeVisible()
  await page.goto(`/result/${uuids[0]}`)
  await expect(page.getByRole('form', { name: pinGateCopy.title })).toBeVisible()
  await expect(page.getByText('Logistics')).toHaveCount(0)
  await typePin(page, PIN)
  await expect(page.getByText('Logistics').first()).toBeVisible()

  // Unlocked once, the facilitator's pages stay open to them.
  await page.goto('/workshop')
  await waitForHydration(page)
  await expect(page.getByRole('region', { name: groupViewCopy.title, exact: true })).toContainText(
    groupViewCopy.participants.other.replace('{count}', '3'),
  )
})
