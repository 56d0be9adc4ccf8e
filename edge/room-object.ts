/**
 * One live room: a Durable Object per room code, whose state is its SQLite storage (edge/room-store.ts). It
 * keeps and relays envelopes it cannot open: cards are encrypted on the attendee's device to the room's public
 * key, whose private half never leaves the facilitator's devices. Room screens connect over hibernating
 * WebSockets, so an idle room costs no duration; an alarm deletes the room 30 days after it was last used.
 */
import { DurableObject } from 'cloudflare:workers'
import {
  parseAttendeeRequest,
  parseFlag,
  parseHelloMessage,
  parseRoomEnvelope,
  ROOM_LIMITS,
  ROOM_SUBPROTOCOL,
  type Room,
  type RoomServerMessage,
} from '../src/domain/room-protocol'
import { bearerToken, facilitatorKeyHash, newFacilitatorKey } from './facilitator-key'
import { joinsPerMinute } from './join-limit'
import { readJsonBody } from './json-body'
import { alarmNeedsMoving, roomExpiry } from './room-expiry'
import type { RoomAction } from './room-path'
import { roomError, roomJson, slowDown } from './room-responses'
import { roomStore, type HitKind, type RoomRecord } from './room-store'
import { retryAfterSeconds } from './sliding-window'

/** Set by the Worker on what it forwards; a client's own values never reach the object. */
export const ROOM_HEADERS = { action: 'X-Room-Action', code: 'X-Room-Code', client: 'X-Room-Client' } as const

const MINUTE_MS = 60_000
/** Close codes a room screen can act on: a wrong key, and a room that is gone. */
const CLOSE = { notFacilitator: 4401, deleted: 4404 }

interface SocketAttachment {
  facilitator: boolean
}

export interface RoomObjectEnv {
  /** Joins a room accepts in a minute (edge/join-limit.ts); 120 when unset. */
  ROOM_JOINS_PER_MINUTE?: string
}

export class RoomObject extends DurableObject<RoomObjectEnv> {
  private readonly store = roomStore(this.ctx.storage.sql)
  private readonly joinLimit = joinsPerMinute(this.env.ROOM_JOINS_PER_MINUTE)

  override async fetch(request: Request): Promise<Response> {
    const action = request.headers.get(ROOM_HEADERS.action)
    const code = request.headers.get(ROOM_HEADERS.code) ?? ''
    const client = request.headers.get(ROOM_HEADERS.client) ?? ''
    if (action === 'create') return this.create(request, code)
    const room = this.store.room()
    if (!room) return roomError('not-found')
    return this.act(action as RoomAction, room, request, client)
  }

  private async act(
    action: RoomAction,
    room: RoomRecord,
    request: Request,
    client: string,
  ): Promise<Response> {
    const method = request.method
    switch (action) {
      case 'room':
        return method === 'GET' ? roomJson(200, this.view(room)) : notAllowed('GET')
      case 'join':
        return method === 'POST' ? this.join(room, request) : notAllowed('POST')
      case 'progress':
        return method === 'POST' ? this.progress(room, request) : notAllowed('POST')
      case 'results':
        if (method === 'POST') return this.addResult(room, request, client)
        return method === 'GET'
          ? this.facilitator(room, request, () => this.results(room, request))
          : notAllowed('GET, POST')
      case 'reveal':
      case 'lock':
      case 'end':
        if (method !== 'POST') return notAllowed('POST')
        return this.facilitator(room, request, () => this.control(action, room, request))
      case 'live':
        return this.live(request)
      default:
        return roomError('not-found')
    }
  }

  private async create(request: Request, code: string): Promise<Response> {
    // A live code is never given to a second room: 409 tells the Worker to draw another.
    if (this.store.room()) return new Response(null, { status: 409 })
    const body = (await request.json()) as { name: string; publicKey: string }
    const facilitatorKey = newFacilitatorKey()
    const now = Date.now()
    this.store.create({
      code,
      name: body.name,
      publicKey: body.publicKey,
      keyHash: await facilitatorKeyHash(facilitatorKey),
      lastUsed: now,
    })
    await this.ctx.storage.setAlarm(roomExpiry(now))
    return roomJson(201, { code, facilitatorKey, room: this.currentView() })
  }

  private view(room: RoomRecord): Room {
    return {
      code: room.code,
      name: room.name,
      publicKey: room.publicKey,
      state: room.state,
      revealed: room.revealed,
      counts: this.store.counts(room.refused),
    }
  }

  /** The room as it is now, after a change. */
  private currentView(): Room {
    const room = this.store.room()
    if (!room) throw new Error('The room is gone')
    return this.view(room)
  }

  private async join(room: RoomRecord, request: Request): Promise<Response> {
    const admitted = await this.admit(room, request)
    if (admitted instanceof Response) return admitted
    await this.used()
    return roomJson(200, this.currentView())
  }

  /** Marks an attendee as started; one the room has not met yet joins first, by the rules of a join. */
  private async progress(room: RoomRecord, request: Request): Promise<Response> {
    const admitted = await this.admit(room, request)
    if (admitted instanceof Response) return admitted
    if (this.store.start(admitted)) this.broadcastRoom()
    await this.used()
    return roomJson(204, null)
  }

  /** The attendee of a join or progress request, in the room, or the refusal: ended, locked, or too many. */
  private async admit(room: RoomRecord, request: Request): Promise<string | Response> {
    if (room.state === 'ended') return roomError('ended')
    const body = await readJsonBody(request, ROOM_LIMITS.requestBytes)
    if (body instanceof Response) return body
    const attendee = parseAttendeeRequest(body.value)
    if (attendee === null) return roomError('bad-request')
    if (this.store.hasAttendee(attendee)) return attendee
    if (room.state === 'locked') return roomError('locked')
    const wait = this.limited('join', '', this.joinLimit)
    if (wait !== null) return slowDown(wait)
    this.store.join(attendee)
    this.store.addHit('join', '', Date.now())
    this.broadcastRoom()
    return attendee
  }

  /**
   * Keeps a result once. Everything about the envelope is checked before anything is kept; a malformed one is
   * only counted as refused. A repeat of a kept result is answered 200 and costs the sender nothing.
   */
  private async addResult(room: RoomRecord, request: Request, client: string): Promise<Response> {
    if (room.state === 'ended') return roomError('ended')
    const body = await readJsonBody(request, ROOM_LIMITS.envelopeBytes)
    const envelope = body instanceof Response ? null : parseRoomEnvelope(body.value)
    if (envelope && this.store.hasResult(envelope.id))
      return roomJson(200, { id: envelope.id, duplicate: true })
    const wait = this.limited('result', client, ROOM_LIMITS.resultsPerMinutePerAddress)
    if (wait !== null) return slowDown(wait)
    this.store.addHit('result', client, Date.now())
    if (!envelope) {
      this.store.addRefused()
      this.broadcastRoom()
      return body instanceof Response ? body : roomError('bad-envelope')
    }
    if (this.store.resultCount() >= ROOM_LIMITS.results) return roomError('room-full')
    // A locked room still takes the results of those already in it, and of its tablets.
    if (room.state === 'locked' && envelope.attendeeId && !this.store.hasAttendee(envelope.attendeeId)) {
      return roomError('locked')
    }
    if (envelope.attendeeId) this.store.start(envelope.attendeeId)
    const kept = this.store.addResult(envelope, Date.now())
    // The screens hear of it at once; the runtime releases the messages only once the row is stored.
    this.broadcast({ type: 'result', envelope: kept })
    this.broadcastRoom()
    await this.used()
    return roomJson(201, { id: kept.id, duplicate: false })
  }

  private results(room: RoomRecord, request: Request): Response {
    const after = Number(new URL(request.url).searchParams.get('after') ?? 0)
    const page = this.store.resultsAfter(Number.isSafeInteger(after) && after > 0 ? after : 0)
    return roomJson(200, { room: this.view(room), results: page.results, cursor: String(page.cursor) })
  }

  private async control(
    action: 'reveal' | 'lock' | 'end',
    room: RoomRecord,
    request: Request,
  ): Promise<Response> {
    const body = await readJsonBody(request, ROOM_LIMITS.requestBytes)
    if (body instanceof Response) return body
    const field = action === 'reveal' ? 'revealed' : action === 'lock' ? 'locked' : 'keep'
    const flag = parseFlag(body.value, field)
    if (flag === null) return roomError('bad-request')
    if (action === 'end' && !flag) {
      await this.erase()
      return roomJson(204, null)
    }
    if (room.state === 'ended') return roomError('ended')
    if (action === 'reveal') this.store.setRevealed(flag)
    else if (action === 'lock') this.store.setState(flag ? 'locked' : 'open')
    else this.store.setState('ended')
    await this.used()
    const view = this.currentView()
    this.broadcast({ type: 'room', room: view })
    return roomJson(200, view)
  }

  private async facilitator(
    room: RoomRecord,
    request: Request,
    allowed: () => Response | Promise<Response>,
  ): Promise<Response> {
    const key = bearerToken(request.headers.get('Authorization'))
    if (key === null || (await facilitatorKeyHash(key)) !== room.keyHash) return roomError('not-facilitator')
    return allowed()
  }

  /** A room screen's WebSocket: it proves it is the facilitator's in its first message. */
  private live(request: Request): Response {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return roomError('bad-request')
    const { 0: client, 1: server } = new WebSocketPair()
    this.ctx.acceptWebSocket(server)
    server.serializeAttachment({ facilitator: false } satisfies SocketAttachment)
    const asked = (request.headers.get('Sec-WebSocket-Protocol') ?? '').split(',').map((name) => name.trim())
    const headers = asked.includes(ROOM_SUBPROTOCOL)
      ? { 'Sec-WebSocket-Protocol': ROOM_SUBPROTOCOL }
      : undefined
    return new Response(null, { status: 101, webSocket: client, headers })
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const room = this.store.room()
    if (!room) {
      socket.close(CLOSE.deleted, 'This room was deleted.')
      return
    }
    if ((socket.deserializeAttachment() as SocketAttachment | null)?.facilitator) return
    let hello = null
    try {
      hello = typeof message === 'string' ? parseHelloMessage(JSON.parse(message)) : null
    } catch {
      // Not JSON: refused below like any other wrong first message.
    }
    if (!hello || (await facilitatorKeyHash(hello.facilitatorKey)) !== room.keyHash) {
      send(socket, {
        type: 'error',
        error: 'not-facilitator',
        message: 'Only the facilitator can watch this room.',
      })
      socket.close(CLOSE.notFacilitator, 'Not the facilitator.')
      return
    }
    socket.serializeAttachment({ facilitator: true } satisfies SocketAttachment)
    send(socket, { type: 'snapshot', room: this.view(room), results: this.store.resultsAfter(0).results })
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    // The other end closed; answering completes the closing handshake.
    socket.close(code === 1005 ? 1000 : code, 'Closed.')
  }

  override async alarm(): Promise<void> {
    const room = this.store.room()
    if (!room) return
    const expiry = roomExpiry(room.lastUsed)
    if (Date.now() >= expiry) await this.erase()
    else await this.ctx.storage.setAlarm(expiry)
  }

  /** Deletes the room for good: its sockets close and its storage is emptied, so its code answers 404. */
  private async erase(): Promise<void> {
    for (const socket of this.ctx.getWebSockets()) socket.close(CLOSE.deleted, 'This room was deleted.')
    await this.ctx.storage.deleteAlarm()
    await this.ctx.storage.deleteAll()
  }

  /** Seconds to wait if `client` made `limit` requests of this kind in the last minute, else null. */
  private limited(kind: HitKind, client: string, limit: number): number | null {
    const now = Date.now()
    return retryAfterSeconds(this.store.hitsSince(kind, client, now - MINUTE_MS), now, limit, MINUTE_MS)
  }

  /** The room was used now: its expiry moves 30 days on. */
  private async used(): Promise<void> {
    const now = Date.now()
    this.store.touch(now)
    const wanted = roomExpiry(now)
    if (alarmNeedsMoving(await this.ctx.storage.getAlarm(), wanted)) await this.ctx.storage.setAlarm(wanted)
  }

  private broadcastRoom(): void {
    const room = this.store.room()
    if (room) this.broadcast({ type: 'room', room: this.view(room) })
  }

  private broadcast(message: RoomServerMessage): void {
    const text = JSON.stringify(message)
    for (const socket of this.ctx.getWebSockets()) {
      if (!(socket.deserializeAttachment() as SocketAttachment | null)?.facilitator) continue
      try {
        socket.send(text)
      } catch {
        // A socket closing right now misses the message; the screen catches up from its snapshot.
      }
    }
  }
}

function send(socket: WebSocket, message: RoomServerMessage): void {
  socket.send(JSON.stringify(message))
}

function notAllowed(allow: string): Response {
  return roomError('method-not-allowed', { Allow: allow })
}
