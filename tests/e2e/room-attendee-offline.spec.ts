/**
 * An attendee's phone on its first visit loses the venue's network, or a part of the code never arrives:
 * the card is still made and queued, the page says the answers are safe, and all of it reaches the room the
 * test stands in for once the network is back (tests/e2e/room-stand-in.ts).
 */
import type { Route } from '@playwright/test'
import { offlinePartCopy, routeErrorCopy } from '../../src/content/errors'
import { attendeeRoomCopy } from '../../src/content/join/attendee-room'
import { completeAssessment, PHONE } from './assessment-helpers'
import { expect, test } from './fixtures'
import { expectInFirstScreen, join, resultCard, ROOM_NAME, shot, standInRoom } from './room-stand-in'

test.use({ viewport: PHONE, hasTouch: true, reducedMotion: 'reduce' })

test('a first visit that loses the network after the first card still queues the card, and it reaches the room', async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(120_000)
  consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource/)
  const room = await standInRoom(page)
  await join(page, room.link)
  // The rest of MojoMe's code comes while the first card is read; then the venue's network goes.
  await page.waitForLoadState('networkidle')
  await page.context().setOffline(true)

  await completeAssessment(page, 'key')
  const status = page.getByTestId('room-result-status')
  await expect(status).toHaveText(attendeeRoomCopy.waiting)
  await expect(resultCard(page)).toBeVisible()
  await expect(page.getByText(routeErrorCopy.title)).toHaveCount(0)
  // The status is on the first screen with the card, whose top shows under it.
  await page.evaluate(() => window.scrollTo(0, 0))
  await expectInFirstScreen(page, status)
  expect((await resultCard(page).boundingBox())!.y).toBeLessThan(PHONE.height - 100)
  await shot(page, 'attendee-first-visit-offline-390x844')
  expect(room.received).toEqual([])

  await page.context().setOffline(false)
  await expect.poll(() => room.received.length).toBe(1)
  await expect(status).toHaveText(`Added to ${ROOM_NAME}`)
  await expectInFirstScreen(page, status)
  await shot(page, 'attendee-added-390x844')
})

test('offline, a part whose code cannot be fetched says the answers are safe, and loads once back online', async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(120_000)
  consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch dynamically/)
  const room = await standInRoom(page)
  // The results' code never came ahead (the venue's network failed it), and the phone is offline by the end.
  const results = /\/assets\/results-step-[\w-]+\.js$/
  await page.route(results, (route) => route.abort('internetdisconnected'))
  await join(page, room.link)
  await page.waitForLoadState('networkidle')
  await page.context().setOffline(true)
  await completeAssessment(page, 'key').catch(() => undefined)

  const offline = page.getByRole('status').filter({ hasText: offlinePartCopy.message })
  await expect(offline).toBeVisible()
  await expect(page.getByText(routeErrorCopy.title)).toHaveCount(0)
  await shot(page, 'attendee-part-offline-390x844')
  expect(room.received).toEqual([])

  // Back online: the card, queued before the result screen's code came, reaches the room, and the screen loads.
  await page.unroute(results)
  await page.context().setOffline(false)
  await expect.poll(() => room.received.length).toBe(1)
  await expect(resultCard(page)).toBeVisible()
  await expect(offline).toHaveCount(0)
})

test('on a network that reaches nowhere, while the browser says online, a part that cannot load says so too', async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(120_000)
  consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch dynamically/)
  const room = await standInRoom(page)
  // The results' code never came ahead; then the venue's Wi-Fi stays up but stops reaching the internet.
  const results = /\/assets\/results-step-[\w-]+\.js$/
  await page.route(results, (route) => route.abort('internetdisconnected'))
  await join(page, room.link)
  await page.waitForLoadState('networkidle')
  const nowhere = (route: Route) => route.abort('internetdisconnected')
  await page.route('**/*', nowhere)
  expect(await page.evaluate(() => navigator.onLine)).toBe(true)
  await completeAssessment(page, 'key').catch(() => undefined)

  const offline = page.getByRole('status').filter({ hasText: offlinePartCopy.message })
  await expect(offline).toBeVisible()
  await expect(page.getByText(routeErrorCopy.title)).toHaveCount(0)
  expect(room.received).toEqual([])

  // The network reaches the internet again: the part is tried again by itself, and the card reaches the room.
  await page.unroute('**/*', nowhere)
  await page.unroute(results)
  await expect(resultCard(page)).toBeVisible({ timeout: 30_000 })
  await expect(offline).toHaveCount(0)
  await expect.poll(() => room.received.length, { timeout: 30_000 }).toBe(1)
})
