/** Talking to the rooms API as its phones, tablets, facilitators and screens do. */
import { env, runInDurableObject } from 'cloudflare:test'
import { expect } from 'vitest'
import { generateRoomKeys } from '../../../src/domain/room/room-crypto'
import {
  ROOM_SUBPROTOCOL,
  roomScreenProtocols,
  type CreateRoomResponse,
  type JoinResponse,
  type ResultSource,
  type Room,
  type RoomServerMessage,
} from '../../../src/domain/room/room-protocol'
import { asMember, envelopeFor, joinBody, type Member, type OpenRoom } from '../../unit/support/room-members'
import { call, get, post } from './worker-api'

/** Opens a room as the facilitator's device does; `capacity` as the form sends it, else the room's default. */
export async function openRoom(
  name = 'Board day',
  headers: Record<string, string> = {},
  capacity?: number,
): Promise<OpenRoom> {
  const keys = await generateRoomKeys()
  const response = await post('/api/rooms', { name, publicKey: keys.publicKey, capacity }, headers)
  expect(response.status, await response.clone().text()).toBe(201)
  return { ...((await response.json()) as CreateRoomResponse), keys }
}

/** Joins `room` as a new phone (or a tablet, with the room's pass); fails the test unless the room lets it in. */
export async function join(
  room: Pick<OpenRoom, 'code' | 'facilitatorKey'>,
  device: ResultSource = 'phone',
  headers: Record<string, string> = {},
): Promise<Member> {
  const id = crypto.randomUUID()
  const response = await post(`/api/rooms/${room.code}/join`, await joinBody(room, id, device), headers)
  expect(response.status, await response.clone().text()).toBe(200)
  const { token } = (await response.json()) as JoinResponse
  return { id, device, token }
}

/** Sends `member`'s card (a new one unless given) with their token. */
export async function sendCard(
  room: OpenRoom,
  member: Member,
  envelope?: Awaited<ReturnType<typeof envelopeFor>>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const card = envelope ?? (await envelopeFor(room, member))
  return post(`/api/rooms/${room.code}/results`, card, { ...asMember(member), ...headers })
}

export async function roomOf(code: string): Promise<Room> {
  const response = await get(`/api/rooms/${code}`)
  expect(response.status).toBe(200)
  return (await response.json()) as Room
}

/** A room screen's WebSocket to `live`, as the facilitator's screen opens it, with every message it received. */
export async function roomSocket(code: string, facilitatorKey: string) {
  const response = await liveRequest(code, roomScreenProtocols(facilitatorKey).join(', '))
  expect(response.status, 'the socket opens').toBe(101)
  expect(response.headers.get('Sec-WebSocket-Protocol')).toBe(ROOM_SUBPROTOCOL)
  const socket = response.webSocket!
  const messages: { at: number; message: RoomServerMessage }[] = []
  const closed = new Promise<number>((resolve) =>
    socket.addEventListener('close', (event) => resolve(event.code)),
  )
  socket.addEventListener('message', (event) => {
    messages.push({ at: Date.now(), message: JSON.parse(String(event.data)) as RoomServerMessage })
  })
  socket.accept()
  return { socket, messages, closed }
}

/** Asks to open a room screen's socket, naming these subprotocols. */
export function liveRequest(code: string, protocols: string, headers: Record<string, string> = {}) {
  return call(`/api/rooms/${code}/live`, {
    headers: { Upgrade: 'websocket', 'Sec-WebSocket-Protocol': protocols, ...headers },
  })
}

/** The room's Durable Object, to look inside it or ring its alarm. */
export function roomObject(code: string) {
  return env.ROOMS.get(env.ROOMS.idFromName(code))
}

/** Every row the room's storage holds, table by table, as text to search. */
export function storedText(code: string): Promise<string> {
  return runInDurableObject(roomObject(code), (_, state) => {
    const tables = state.storage.sql
      .exec<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'",
      )
      .toArray()
    return tables
      .map(({ name }) => JSON.stringify(state.storage.sql.exec(`SELECT * FROM "${name}"`).toArray()))
      .join('\n')
  })
}
