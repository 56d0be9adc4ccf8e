import type { Page, Route } from '@playwright/test'
import { generateRoomKeys } from '../../src/domain/room/room-crypto'
import { attendeeRoomCopy } from '../../src/content/join/attendee-room'
import { joiningCopy } from '../../src/content/join/joining'
import type { Room } from '../../src/domain/room/room-protocol'
import { cardCounter, completeAssessment, counterText, fill, PHONE } from './assessment-helpers'
import { expect, test, waitForHydration } from './fixtures'

/**
 * A room result queued on a phone goes out later on whatever page the phone shows, on a site built without a
 * forms endpoint too (as this build is): the outbox runs on every device that sends to a room. The room
 * service is stood in for here; tests/edge/rooms-phones.spec.ts runs the real one.
 */
test.use({ viewport: PHONE, hasTouch: true, reducedMotion: 'reduce' })

const CODE = 'K7QMX3'

/** Answers the phone's room requests as a room would, counting the results it is sent; `down` drops them. */
async function standInRoom(page: Page) {
  const keys = await generateRoomKeys()
  const room: Room = {
    code: CODE,
    name: 'Board day',
    publicKey: keys.publicKey,
    state: 'open',
    revealed: false,
    capacity: 200,
    counts: { joined: 1, started: 0, midway: 0, finished: 0, refused: 0, removed: 0 },
  }
  const token = `p.${crypto.randomUUID()}.${'m'.repeat(43)}`
  const received: string[] = []
  /** When each card was offered, kept or turned away. */
  const tries: number[] = []
  const state = { down: false, busyFor: 0, full: false }
  await page.route('**/api/rooms/**', async (route: Route) => {
    if (state.down) return route.abort('internetdisconnected')
    const path = new URL(route.request().url()).pathname
    if (path.endsWith('/results')) {
      tries.push(Date.now())
      if (route.request().headers().authorization !== `Bearer ${token}`) return route.fulfill({ status: 401 })
      if (state.full) return route.fulfill({ status: 409, json: { error: 'room-full' } })
      if (state.busyFor > 0) {
        state.busyFor--
        return route.fulfill({ status: 429, headers: { 'Retry-After': '2' }, json: { error: 'slow-down' } })
      }
      received.push((route.request().postDataJSON() as { id: string }).id)
      return route.fulfill({ status: 201, json: { id: received.at(-1), duplicate: false } })
    }
    if (path.endsWith('/progress')) return route.fulfill({ status: 204 })
    if (path.endsWith('/join')) return route.fulfill({ status: 200, json: { room, token } })
    return route.fulfill({ status: 200, json: room })
  })
  return { publicKey: keys.publicKey, received, tries, state }
}

/** Opens the room's join link and starts MojoMe: the join page is the one start screen, so its first card shows. */
async function startFromJoinLink(page: Page, publicKey: string) {
  await page.goto(`/join/${CODE}#${publicKey}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: joiningCopy.start }).click()
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 1))
}

test('a result queued while the room is out of reach goes out from another page once back online', async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(120_000)
  consoleWatch.allow(/ERR_INTERNET_DISCONNECTED/)
  const room = await standInRoom(page)
  await startFromJoinLink(page, room.publicKey)

  // Finished while the room cannot be reached: the phone says it waits.
  room.state.down = true
  await completeAssessment(page, 'key')
  await expect(page.getByTestId('room-result-status')).toHaveText(attendeeRoomCopy.waiting)

  // The phone moves on to another page, loaded afresh; once it is back online, the result goes from there.
  await page.goto('/about')
  await waitForHydration(page)
  expect(room.received).toEqual([])
  room.state.down = false
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect.poll(() => room.received.length).toBe(1)
})

test('a card the room asks to wait for goes out when its Retry-After says, not minutes later', async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(120_000)
  consoleWatch.allow(/429/)
  const room = await standInRoom(page)
  room.state.busyFor = 2
  await startFromJoinLink(page, room.publicKey)
  await completeAssessment(page, 'key')

  // Twice told to wait 2 s, the phone tries again by itself each time, and the card is in the room.
  await expect.poll(() => room.received.length, { timeout: 15_000 }).toBe(1)
  expect(room.tries).toHaveLength(3)
  const waits = room.tries.slice(1).map((at, index) => at - room.tries[index]!)
  for (const wait of waits) {
    expect(wait).toBeGreaterThanOrEqual(2000)
    expect(wait).toBeLessThan(6000)
  }
  await expect(page.getByTestId('room-result-status')).toHaveText(/Added to Board day/)
})

test('a card a full room turned away stays on the phone, and goes in once the room has made space', async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(120_000)
  consoleWatch.allow(/409/)
  const room = await standInRoom(page)
  room.state.full = true
  await startFromJoinLink(page, room.publicKey)
  await completeAssessment(page, 'key')

  const status = page.getByTestId('room-result-status')
  await expect(status).toHaveText(
    fill(attendeeRoomCopy.refused, {
      name: 'Board day',
      reason: attendeeRoomCopy.refusedReasons['room-full'],
    }),
  )
  expect(room.received).toEqual([])
  // The facilitator removes a test card; the attendee tries again, and the card is in, once.
  room.state.full = false
  await page.getByRole('button', { name: attendeeRoomCopy.tryAgain }).click()
  await expect(status).toHaveText(fill(attendeeRoomCopy.added, { name: 'Board day' }))
  expect(room.received).toHaveLength(1)
  await expect(page.getByRole('button', { name: attendeeRoomCopy.tryAgain })).toHaveCount(0)
  await page.reload()
  await expect(status).toHaveText(fill(attendeeRoomCopy.added, { name: 'Board day' }))
  expect(room.received).toHaveLength(1)
})
