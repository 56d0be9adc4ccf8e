/** Talking to the rooms API as its phones, tablets, facilitators and screens do, for the edge tests. */
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test'
import { generateRoomKeys } from '../../src/domain/room/room-crypto'
import type { CreateRoomResponse, JoinResponse, ResultSource } from '../../src/domain/room/room-protocol'
import { PHONE } from '../e2e/assessment-helpers'
import { joinBody, type Member, type OpenRoom } from '../unit/support/room-members'
import { expect, test } from './edge-site'

/**
 * An attendee's phone in a browser of its own: a touch screen, cards that leave at once (these tests are about
 * rooms, not motion), and, unless `installs`, no service worker yet, as on a first visit.
 */
export function phoneContext(browser: Browser, baseURL: string, installs = false): Promise<BrowserContext> {
  return browser.newContext({
    reducedMotion: 'reduce',
    baseURL,
    viewport: PHONE,
    hasTouch: true,
    serviceWorkers: installs ? 'allow' : 'block',
  })
}

let addressCount = 0
/** A client address of its own for each use, so one test's requests never count against another's limits. */
export function freshAddress(): string {
  addressCount++
  return `10.${test.info().workerIndex}.${Math.floor(addressCount / 250) % 250}.${addressCount % 250}`
}

export async function openRoom(request: APIRequestContext, name = 'Board day'): Promise<OpenRoom> {
  const keys = await generateRoomKeys()
  const response = await request.post('/api/rooms', {
    data: { name, publicKey: keys.publicKey },
    headers: { 'CF-Connecting-IP': freshAddress() },
  })
  expect(response.status(), await response.text()).toBe(201)
  return { ...((await response.json()) as CreateRoomResponse), keys }
}

export function post(
  request: APIRequestContext,
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
) {
  return request.post(path, { data, headers: { 'CF-Connecting-IP': freshAddress(), ...headers } })
}

/** Joins `room` as a new phone (or a tablet, with the room's pass); fails the test unless the room lets it in. */
export async function join(
  request: APIRequestContext,
  room: Pick<OpenRoom, 'code' | 'facilitatorKey'>,
  device: ResultSource = 'phone',
  headers: Record<string, string> = {},
): Promise<Member> {
  const id = crypto.randomUUID()
  const response = await post(
    request,
    `/api/rooms/${room.code}/join`,
    await joinBody(room, id, device),
    headers,
  )
  expect(response.status(), await response.text()).toBe(200)
  const { token } = (await response.json()) as JoinResponse
  return { id, device, token }
}
