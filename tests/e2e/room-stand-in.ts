/**
 * A room the test stands in for: it answers an attendee's phone as a room would, keeping the ids of the cards
 * it is sent (tests/edge/rooms-attendee.spec.ts runs the real room service), and the steps of joining it.
 */
import type { Locator, Page, Route } from '@playwright/test'
import { generateRoomKeys } from '../../src/domain/room/room-crypto'
import { joiningCopy } from '../../src/content/join/joining'
import type { Room } from '../../src/domain/room/room-protocol'
import { resultsCopy, roundCopy } from '../../src/content/assessment'
import { cardCounter, counterText, pageHeading, PHONE } from './assessment-helpers'
import { expect, waitForHydration } from './fixtures'

export const CODE = 'K7QMX3'
export const ROOM_NAME = 'Board day'
/** Screenshots for people to look at, only when asked for (SHOTS_DIR=/some/folder). */
const SHOTS = process.env.SHOTS_DIR

export async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

/** Answers the phone's room requests as a room would, keeping the ids of the results it is sent. */
export async function standInRoom(page: Page) {
  const keys = await generateRoomKeys()
  const room: Room = {
    code: CODE,
    name: ROOM_NAME,
    publicKey: keys.publicKey,
    state: 'open',
    revealed: false,
    capacity: 200,
    counts: { joined: 1, started: 0, midway: 0, finished: 0, refused: 0, removed: 0 },
  }
  const received: string[] = []
  const token = `p.${crypto.randomUUID()}.${'m'.repeat(43)}`
  await page.route('**/api/rooms/**', async (route: Route) => {
    const path = new URL(route.request().url()).pathname
    if (path.endsWith('/join')) return route.fulfill({ status: 200, json: { room, token } })
    if (path.endsWith('/results')) {
      received.push((route.request().postDataJSON() as { id: string }).id)
      return route.fulfill({ status: 201, json: { id: received.at(-1), duplicate: false } })
    }
    if (path.endsWith('/progress')) return route.fulfill({ status: 204 })
    return route.fulfill({ status: 200, json: room })
  })
  return { link: `/join/${CODE}#${keys.publicKey}`, received }
}

/** Joins from the link: one start screen, then straight into the first round. */
export async function join(page: Page, link: string) {
  await page.goto(link)
  await expect(page.getByRole('heading', { name: `You are joining ${ROOM_NAME}` })).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('button', { name: joiningCopy.start }).click()
  await expect(pageHeading(page)).toHaveText(roundCopy.motivation.heading)
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 1))
}

/** Whether the element is wholly inside the 390x844 viewport, with the page not scrolled. */
export async function expectInFirstScreen(page: Page, element: Locator) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  const box = (await element.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
}

/** The fingerprint card: the article that says it is one. */
export const resultCard = (page: Page) =>
  page.getByRole('article').filter({ hasText: resultsCopy.fingerprint })
