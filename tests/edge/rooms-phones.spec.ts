/**
 * A live room on the presenter view as three attendees' phones fill it: joining from the link, a locked room
 * turning a late phone away, cards arriving live (one finished offline, sent once back), the reveal, a reload
 * that loses nothing, and ending with "delete".
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { superPowers } from '../../src/content/assessment/powers'
import { audienceCopy } from '../../src/content/facilitator/room-screen'
import { roomScreenCopy } from '../../src/content/facilitator/room'
import { attendeeRoomCopy } from '../../src/content/join/attendee-room'
import { joiningCopy } from '../../src/content/join/joining'
import { roomApiErrors } from '../../src/content/room-errors'
import { answerCard, completeAssessment, fill, WCAG_TAGS } from '../e2e/assessment-helpers'
import { waitForServiceWorker } from '../e2e/fixtures'
import { expect, test } from './edge-site'
import {
  count,
  joinFromLink,
  LIVE_MS,
  newPhone,
  openRoom,
  reveal,
  ROOM_NAME,
  ROOM_PIN,
  shot,
} from './room-screens'

test('a room screen fills live from three phones, survives a reload and is deleted', async ({
  page: screen,
  consoleWatch,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000)
  const { code, link } = await openRoom(screen)
  await expect(screen.getByText(audienceCopy.hiddenTitle)).toBeVisible()
  await expect(screen.getByText(roomScreenCopy.live)).toBeVisible()
  await shot(screen, 'room-hidden-1920x1080')

  const phones = await Promise.all([0, 1, 2].map((index) => newPhone(browser, baseURL!, index === 1)))
  const [a, b, c] = phones.map((phone) => phone.page) as [Page, Page, Page]
  await a.goto(link)
  await expect(a.getByRole('heading', { name: `You are joining ${ROOM_NAME}` })).toBeVisible()
  // A display name is the attendee's choice, and off until they ask for it.
  await expect(a.getByRole('checkbox', { name: joiningCopy.nameToggle })).not.toBeChecked()
  await expect(a.getByLabel(joiningCopy.nameLabel)).toHaveCount(0)
  await shot(a, 'join-390x844')
  const axeJoin = await new AxeBuilder({ page: a }).withTags(WCAG_TAGS).analyze()
  expect(axeJoin.violations).toEqual([])
  for (const phone of [a, b, c]) await joinFromLink(phone, link)
  await expect(count(screen, 'joined')).toHaveText('3', { timeout: LIVE_MS })

  // Locked, the room takes no one new and says so; those in it go on.
  await screen.getByRole('button', { name: roomScreenCopy.lock }).click()
  await expect(screen.getByText(roomScreenCopy.state.locked)).toBeVisible()
  const late = await newPhone(browser, baseURL!)
  await late.page.goto(link)
  await expect(late.page.getByRole('alert')).toHaveText(roomApiErrors.locked)
  await late.context.close()
  await screen.getByRole('button', { name: roomScreenCopy.unlock }).click()
  // The presenter's status line: the state, then how the screen keeps up.
  await expect(screen.getByText(`${roomScreenCopy.state.open} · `, { exact: false })).toBeVisible()

  await screen.getByRole('button', { name: roomScreenCopy.reveal }).click()
  await expect(screen.getByText(audienceCopy.emptyTitle)).toBeVisible()

  // Phone A: online throughout. Mid-way from its first answer; finished, and drawn, within 2 s.
  await answerCard(a, 'left', 'key')
  await expect(count(screen, 'midway')).toHaveText('1', { timeout: LIVE_MS })
  await completeAssessment(a, 'key', { powers: [superPowers[0]!, superPowers[1]!, superPowers[2]!] })
  await expect(a.getByTestId('room-result-status')).toHaveText(`Added to ${ROOM_NAME}`)
  await expect(count(screen, 'finished')).toHaveText('1', { timeout: LIVE_MS })
  // One card, or two, says nothing of anyone: the screen only counts them.
  await expect(screen.getByTestId('room-preview')).toContainText('1 card so far')
  await expect(reveal(screen)).toHaveCount(0)
  await a.getByTestId('room-result-status').scrollIntoViewIfNeeded()
  await shot(a, 'attendee-result-390x844')

  // Phone B finishes offline: told it waits, the room does not have it, and it arrives once back online.
  // Its service worker controls the page, so the rest of MojoMe and the result screen load with no network.
  await waitForServiceWorker(b)
  await b.context().setOffline(true)
  await completeAssessment(b, 'key', {
    motivationSide: () => 'right',
    fearSide: () => 'left',
    powers: [superPowers[5]!, superPowers[6]!, superPowers[7]!],
  })
  await expect(b.getByTestId('room-result-status')).toHaveText(attendeeRoomCopy.waiting)
  await b.getByTestId('room-result-status').scrollIntoViewIfNeeded()
  await shot(b, 'attendee-waiting-390x844')
  await expect(count(screen, 'finished')).toHaveText('1')
  await b.context().setOffline(false)
  await expect(count(screen, 'finished')).toHaveText('2', { timeout: LIVE_MS })
  await expect(b.getByTestId('room-result-status')).toHaveText(`Added to ${ROOM_NAME}`)
  await expect(screen.getByTestId('room-preview')).toContainText('2 cards so far', { timeout: LIVE_MS })

  // Phone C: online.
  await completeAssessment(c, 'key', { powers: [superPowers[5]!, superPowers[9]!, superPowers[10]!] })
  await expect(c.getByTestId('room-result-status')).toHaveText(`Added to ${ROOM_NAME}`)
  await expect(count(screen, 'finished')).toHaveText('3', { timeout: LIVE_MS })
  await expect(reveal(screen)).toBeVisible()
  await expect(
    reveal(screen)
      .getByRole('region', { name: audienceCopy.powers })
      .getByRole('listitem', {
        name: fill(audienceCopy.powerCount.other, { name: superPowers[5]!.name, count: 2 }),
      }),
  ).toBeVisible()

  // Everything is on the server (as ciphertext) and in the facilitator's keys: a reload shows it all.
  const beforeReload = await reveal(screen).textContent()
  await screen.reload()
  await expect(count(screen, 'finished')).toHaveText('3')
  await expect(count(screen, 'joined')).toHaveText('3')
  await expect.poll(() => reveal(screen).textContent()).toEqual(beforeReload)
  await expect(screen.getByTestId('room-refused')).toHaveCount(0)
  const axeRoom = await new AxeBuilder({ page: screen }).withTags(WCAG_TAGS).analyze()
  expect(axeRoom.violations).toEqual([])

  // End with "delete": the room is gone from the server. A poll already in flight may meet its 404.
  consoleWatch.allow(/status of 404/)
  await screen.getByRole('button', { name: roomScreenCopy.end }).click()
  const dialog = screen.getByRole('dialog', { name: roomScreenCopy.endTitle })
  await dialog.getByText(roomScreenCopy.endDelete).click()
  await dialog.getByRole('button', { name: roomScreenCopy.endConfirm }).click()
  // Deleting everything asks for the room's PIN first.
  await dialog.getByLabel(roomScreenCopy.endPin).fill(ROOM_PIN)
  await dialog.getByRole('button', { name: roomScreenCopy.endDelete }).click()
  await expect(screen).toHaveURL(/\/workshop$/)
  expect((await request.get(`/api/rooms/${code}`)).status()).toBe(404)

  for (const phone of phones) await phone.context.close()
})
