import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { audienceCopy } from '../../src/content/facilitator/room-screen'
import { openRoomCopy, roomScreenCopy } from '../../src/content/facilitator/room'
import { attendeeRoomCopy } from '../../src/content/join/attendee-room'
import { joiningCopy } from '../../src/content/join/joining'
import { routeErrorCopy } from '../../src/content/errors'
import { answerCard, cardCounter, completeAssessment, counterText } from '../e2e/assessment-helpers'
import { waitForHydration } from '../e2e/fixtures'
import { phoneContext } from './room-helpers'
import { expect, test } from './edge-site'

const ROOM_NAME = 'Venue day'
const ROOM_PIN = '2468'
const DISPLAY_NAME = 'Ada'
/** The budget from a result leaving a phone to the room screen showing it. */
const LIVE_MS = 5000

const count = (screen: Page, which: 'joined' | 'finished') =>
  screen.getByTestId(`room-count-${which}`).locator('dd')

async function downloadText(screen: Page, button: string): Promise<string> {
  const [download] = await Promise.all([
    screen.waitForEvent('download'),
    screen.getByRole('button', { name: button }).click(),
  ])
  return (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '')
}

test('a phone on its first visit loses the network mid-way, and its card still reaches the room, name and all', async ({
  page: screen,
  browser,
  baseURL,
  request,
  consoleWatch,
}) => {
  test.setTimeout(240_000)
  consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource/)
  await screen.setViewportSize({ width: 1280, height: 800 })
  await screen.goto('/workshop')
  await waitForHydration(screen)
  const form = screen.getByRole('form', { name: openRoomCopy.title })
  await form.getByLabel(openRoomCopy.labels.name).fill(ROOM_NAME)
  await form.getByLabel(openRoomCopy.labels.pin).fill(ROOM_PIN)
  await form.getByRole('button', { name: openRoomCopy.submit }).click()
  await expect(screen).toHaveURL(/\/room\/[2-9A-HJKMNP-Z]{6}$/)
  const code = (await screen.getByTestId('room-code').textContent())!
  const { publicKey } = (await (await request.get(`/api/rooms/${code}`)).json()) as { publicKey: string }

  // A first visit: no service worker holds the site yet.
  const context = await phoneContext(browser, baseURL!)
  const phone = await context.newPage()
  phone.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(message.text())
    )
      consoleWatch.errors.push(`phone: ${message.text()}`)
  })
  await phone.goto(`/join/${code}#${publicKey}`)
  await waitForHydration(phone)
  await phone.getByRole('checkbox', { name: joiningCopy.nameToggle }).check()
  await phone.getByLabel(joiningCopy.nameLabel).fill(DISPLAY_NAME)
  await phone.getByRole('button', { name: joiningCopy.start }).click()
  await expect(cardCounter(phone)).toHaveText(counterText('motivation', 1))
  await expect(count(screen, 'joined')).toHaveText('1', { timeout: LIVE_MS })
  await answerCard(phone, 'left', 'key')
  await phone.waitForLoadState('networkidle')

  await context.setOffline(true)
  await completeAssessment(phone, 'key')
  const status = phone.getByTestId('room-result-status')
  await expect(status).toHaveText(attendeeRoomCopy.waiting)
  await expect(phone.getByText(routeErrorCopy.title)).toHaveCount(0)
  await expect(count(screen, 'finished')).toHaveText('0')

  await context.setOffline(false)
  await expect(count(screen, 'finished')).toHaveText('1', { timeout: LIVE_MS })
  await expect(status).toHaveText(`Added to ${ROOM_NAME}`)

  // The name the attendee gave goes to the facilitator's exports, and never to the room screen.
  await screen.getByRole('button', { name: roomScreenCopy.reveal }).click()
  // One card: the screen counts it and shows nothing of it (a room's picture needs three).
  await expect(screen.getByTestId('room-preview')).toContainText(audienceCopy.tooFewCount.one)
  await expect(screen.getByText(DISPLAY_NAME, { exact: true })).toHaveCount(0)
  const csv = (await downloadText(screen, roomScreenCopy.exportCsv)).trim().split('\r\n')
  const header = csv[0]!.split(',')
  expect(header.at(-1)).toBe('name')
  expect(csv[1]!.split(',').at(-1)).toBe(DISPLAY_NAME)
  const json = JSON.parse(await downloadText(screen, roomScreenCopy.exportJson)) as {
    results: { name: string }[]
  }
  expect(json.results.map((result) => result.name)).toEqual([DISPLAY_NAME])

  await context.close()
})
