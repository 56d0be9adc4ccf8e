/** Talking to the rooms API as its phones, tablets, facilitators and screens do, for the edge tests. */
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test'
import { generateRoomKeys, sealRoomCard } from '../../src/domain/room-crypto'
import { encodeSharedCard } from '../../src/domain/share-link'
import { tabletPassOfKey } from '../../src/domain/tablet-pass'
import type { CreateRoomResponse, JoinResponse, ResultSource } from '../../src/domain/room-protocol'
import { PHONE } from '../e2e/assessment-helpers'
import { ROOM } from '../e2e/group-fixtures'
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

type Keys = Awaited<ReturnType<typeof generateRoomKeys>>

export interface OpenRoom extends CreateRoomResponse {
  keys: Keys
}

/** A phone or tablet in a room: its id and the token the room gave it. */
export interface Member {
  id: string
  device: ResultSource
  token: string
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

export function asFacilitator(room: OpenRoom) {
  return { Authorization: `Bearer ${room.facilitatorKey}` }
}

/** The room's tablet pass, as its facilitator's device shows it. */
export function tabletPassOf(room: Pick<OpenRoom, 'code' | 'facilitatorKey'>): Promise<string> {
  return tabletPassOfKey(room.facilitatorKey, room.code)
}

/** Joins `room` as a new phone (or a tablet, with the room's pass); fails the test unless the room lets it in. */
export async function join(
  request: APIRequestContext,
  room: Pick<OpenRoom, 'code' | 'facilitatorKey'>,
  device: ResultSource = 'phone',
  headers: Record<string, string> = {},
): Promise<Member> {
  const id = crypto.randomUUID()
  const body =
    device === 'tablet' ? { attendeeId: id, device, pass: await tabletPassOf(room) } : { attendeeId: id }
  const response = await post(request, `/api/rooms/${room.code}/join`, body, headers)
  expect(response.status(), await response.text()).toBe(200)
  const { token } = (await response.json()) as JoinResponse
  return { id, device, token }
}

/** A real card's envelope from `member`: their card's share fragment and a display name, sealed to the room. */
export async function envelopeFor(
  room: OpenRoom,
  member: Pick<Member, 'id' | 'device'>,
  plaintext = { card: encodeSharedCard(ROOM[0]!), name: 'Ada Lovelace' },
) {
  const id = crypto.randomUUID()
  const sealed = await sealRoomCard(plaintext, { code: room.code, publicKey: room.keys.publicKey }, id)
  const from = member.device === 'phone' ? { attendeeId: member.id } : {}
  return { id, ...from, source: member.device, ...sealed }
}
