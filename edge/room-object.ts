/**
 * One live room: a Durable Object per room code, whose state is its SQLite storage (edge/room-store.ts). It
 * keeps and relays envelopes it cannot open: cards are encrypted on the attendee's device to the room's public
 * key, whose private half never leaves the facilitator's devices. Only the room's own members add cards: a
 * phone or a tablet gets a token when it joins (edge/member-token.ts), and its limits count per token, never
 * per address, so a whole venue behind one Wi-Fi address is served like any other. The Worker calls one method
 * per action over Durable Object RPC, the request's body already read; only a room screen's WebSocket comes
 * as a fetch. Screens connect over hibernating WebSockets, so an idle room costs no duration, each proving it
 * is the facilitator's before it is accepted; one alarm deletes the room when it expires.
 */
import { DurableObject } from 'cloudflare:workers'
import {
  ROOM_LIMITS,
  ROOM_SUBPROTOCOL,
  type CreateRoomRequest,
  type CreateRoomResponse,
  type MemberToken,
  type Room,
  type RoomServerMessage,
  SUMMARY_WITHHELD,
} from '../src/domain/room/room-protocol'
import {
  facilitatorKeyOfProtocols,
  parseCapacityRequest,
  parseFlag,
  parseJoinRequest,
  parseRemoveRequest,
  parseRoomEnvelope,
} from '../src/domain/room/room-messages'
import { parsePublishedSummary } from '../src/domain/room/room-summary-protocol'
import { facilitatorKeyHash, tabletPassOfHash } from '../src/domain/room/tablet-pass'
import { bearerToken, newFacilitatorKey } from './facilitator-key'
import type { JsonBody } from './json-body'
import { issueMemberToken, verifyMemberToken } from './member-token'
import { alarmNeedsMoving, roomExpiry } from './room-expiry'
import { answer, asResponse, refusal, waitAnswer, type RoomAnswer } from './room-responses'
import { roomStore, type HitKind, type RoomRecord } from './room-store'
import { sameSecret } from './same-secret'
import { retryAfterSeconds } from './sliding-window'

/** What the Worker hands a room of one request: who sent it, and its body, already read. */
export interface RoomRequest {
  /** The request's Authorization header: a member's token or the facilitator's key, as a bearer token. */
  authorization: string | null
  /** A POST's JSON body; null for a GET. */
  body: JsonBody | null
  /** The results page's cursor (`?after=`). */
  after: string | null
}

/** The facilitator's controls, each set by one flag in its body. */
export type RoomControl = 'reveal' | 'lock' | 'end'

const MINUTE_MS = 60_000
/** Close codes a room screen can act on: a room that is gone, or a newer screen taking its place. */
const CLOSE = { deleted: 4404, replaced: 4409 }
/** Close codes that report how a socket ended and may never be sent in a close frame (RFC 6455, 7.4.1). */
const UNSENDABLE_CLOSE_CODES = new Set([1005, 1006, 1015])

interface SocketAttachment {
  /** Epoch milliseconds the socket opened: past ROOM_LIMITS.screens, the oldest screen makes way. */
  openedAt: number
}

export class RoomObject extends DurableObject {
  private readonly store = roomStore(this.ctx.storage.sql)

  /** Opens the room on this code; null when a live room has it already, so the Worker draws another. */
  async create(code: string, request: CreateRoomRequest): Promise<CreateRoomResponse | null> {
    if (this.store.room()) return null
    const facilitatorKey = newFacilitatorKey()
    const now = Date.now()
    this.store.create({
      code,
      name: request.name,
      publicKey: request.publicKey,
      keyHash: await facilitatorKeyHash(facilitatorKey),
      createdAt: now,
      capacity: request.capacity,
    })
    await this.ctx.storage.setAlarm(roomExpiry({ lastUsed: now, createdAt: now }))
    return { code, facilitatorKey, room: this.currentView() }
  }

  /**
   * The room as anyone with its code sees it, while it runs. Once it has ended it says only that: its name
   * and counts are for its facilitator, who reads them with the results.
   */
  lookUp(): RoomAnswer {
    const room = this.store.room()
    if (!room) return refusal('not-found')
    return room.state === 'ended' ? refusal('ended') : answer(200, this.view(room))
  }

  /** A room screen's WebSocket: the only request that reaches the room as a fetch. */
  override async fetch(request: Request): Promise<Response> {
    const room = this.store.room()
    if (!room) return asResponse(refusal('not-found'))
    return this.live(room, request)
  }

  /**
   * A phone or a linked tablet joins: answered with the room and the member's token. Someone already in the
   * room gets their token again, even once it is locked; someone new only while it is open and, from a
   * phone, until as many have joined as the facilitator said the room is for.
   */
  join(request: RoomRequest): Promise<RoomAnswer> {
    return this.inRoom((room) => this.joined(room, request))
  }

  /** Marks a joined attendee as started (and still there): the screen counts them as mid-way. */
  progress(request: RoomRequest): Promise<RoomAnswer> {
    return this.inRoom((room) => this.progressed(room, request))
  }

  addResult(request: RoomRequest): Promise<RoomAnswer> {
    return this.inRoom((room) => this.keepResult(room, request))
  }

  /** The facilitator's page of results: what came after the cursor. */
  results(request: RoomRequest): Promise<RoomAnswer> {
    return this.asFacilitator(request, (room) => this.resultsPage(room, request))
  }

  /**
   * The facilitator takes a card out (a test, or junk): every screen drops it, and it never comes back. With
   * `phone`, the phone that sent it goes too: its other cards leave every screen, and it can add none and
   * never join again.
   */
  remove(request: RoomRequest): Promise<RoomAnswer> {
    return this.asFacilitator(request, (room) => this.removed(room, request))
  }

  /** The facilitator sets how many people may join (raising it lets a full room take more). */
  setCapacity(request: RoomRequest): Promise<RoomAnswer> {
    return this.asFacilitator(request, (room) => this.capacitySet(room, request))
  }

  control(action: RoomControl, request: RoomRequest): Promise<RoomAnswer> {
    return this.asFacilitator(request, (room) => this.controlled(action, room, request))
  }

  /** The phones' keys the facilitator's device seals the summary to. */
  members(request: RoomRequest): Promise<RoomAnswer> {
    return this.asFacilitator(request, () => answer(200, { members: this.store.memberKeys() }))
  }

  publishSummary(request: RoomRequest): Promise<RoomAnswer> {
    return this.asFacilitator(request, (room) => this.published(room, request))
  }

  servedSummary(request: RoomRequest): Promise<RoomAnswer> {
    return this.inRoom((room) => this.summaryServed(room, request))
  }

  private async inRoom(act: (room: RoomRecord) => RoomAnswer | Promise<RoomAnswer>): Promise<RoomAnswer> {
    const room = this.store.room()
    return room ? act(room) : refusal('not-found')
  }

  private asFacilitator(
    request: RoomRequest,
    act: (room: RoomRecord) => RoomAnswer | Promise<RoomAnswer>,
  ): Promise<RoomAnswer> {
    return this.inRoom(async (room) => {
      const key = bearerToken(request.authorization)
      const right = key !== null && sameSecret(await facilitatorKeyHash(key), room.keyHash)
      if (!right) return this.wrongSecret('not-facilitator')
      return act(room)
    })
  }

  private view(room: RoomRecord): Room {
    return {
      code: room.code,
      name: room.name,
      publicKey: room.publicKey,
      state: room.state,
      revealed: room.revealed,
      capacity: room.capacity,
      counts: this.store.counts(room, Date.now()),
    }
  }

  /** The room as it is now, after a change. */
  private currentView(): Room {
    const room = this.store.room()
    if (!room) throw new Error('The room is gone')
    return this.view(room)
  }

  private async joined(room: RoomRecord, request: RoomRequest): Promise<RoomAnswer> {
    if (room.state === 'ended') return refusal('ended')
    const body = jsonOf(request)
    if (!('value' in body)) return body
    const member = parseJoinRequest(body.value)
    if (member === null) return refusal('bad-request')
    // A tablet shows it was given the room by the facilitator: the code alone is on the projector.
    if (
      member.device === 'tablet' &&
      !sameSecret(member.pass, await tabletPassOfHash(room.keyHash, room.code))
    )
      return this.wrongSecret('tablet-pass')
    // A phone the facilitator removed is refused before anything counts.
    if (member.device === 'phone' && this.store.isRevoked(member.memberId)) return refusal('revoked')
    const known = member.device === 'phone' && this.store.hasAttendee(member.memberId)
    if (!known) {
      if (room.state === 'locked') return refusal('locked')
      // The room's size, not a rate, bounds its joins: a crowd scanning one QR code never waits.
      if (member.device === 'phone') {
        if (this.store.joined() >= room.capacity) return refusal('room-at-capacity')
        this.store.join(member.memberId, Date.now())
        this.broadcastRoom()
      }
    }
    if (member.device === 'phone' && member.memberKey)
      this.store.setMemberKey(member.memberId, member.memberKey)
    const token = await issueMemberToken(room, member.device, member.memberId)
    return answer(200, { room: this.currentView(), token })
  }

  private async progressed(room: RoomRecord, request: RoomRequest): Promise<RoomAnswer> {
    // Only its own people hear that a room has ended.
    const member = await this.member(room, request)
    if (!('memberId' in member)) return member
    if (room.state === 'ended') return refusal('ended')
    if (member.device !== 'phone') return refusal('bad-request')
    this.store.start(member.memberId, Date.now())
    this.broadcastRoom()
    return answer(204, null)
  }

  /** The member a request's token names, within their limit; or why not. */
  private async member(room: RoomRecord, request: RoomRequest): Promise<MemberToken | RoomAnswer> {
    const member = await verifyMemberToken(room, request.authorization)
    if (!member) return refusal('not-member')
    if (this.store.isRevoked(member.memberId)) return refusal('revoked')
    const limit =
      member.device === 'tablet' ? ROOM_LIMITS.tabletRequestsPerMinute : ROOM_LIMITS.phoneRequestsPerMinute
    const wait = this.limited('member', member.memberId, limit)
    if (wait !== null) return waitAnswer(wait)
    this.store.addHit('member', member.memberId, Date.now())
    return member
  }

  /**
   * Keeps a member's card once. Everything about the envelope is checked before anything is kept; a malformed
   * one is only counted as refused. A repeat of a kept or removed card is answered 200 and kept no second time.
   */
  private async keepResult(room: RoomRecord, request: RoomRequest): Promise<RoomAnswer> {
    const member = await this.member(room, request)
    if (!('memberId' in member)) return member
    if (room.state === 'ended') return refusal('ended')
    const body = jsonOf(request)
    const envelope = 'value' in body ? parseRoomEnvelope(body.value) : null
    if (envelope && (this.store.hasResult(envelope.id) || this.store.wasRemoved(envelope.id)))
      return answer(200, { id: envelope.id, duplicate: true })
    const fromPhone = member.device === 'phone'
    const sender = fromPhone ? member.memberId : undefined
    if (!envelope || envelope.source !== member.device || envelope.attendeeId !== sender) {
      this.store.addRefused()
      this.broadcastRoom()
      return 'value' in body ? refusal('bad-envelope') : body
    }
    if (this.store.resultCount() >= ROOM_LIMITS.results) return refusal('room-full')
    if (fromPhone && this.store.cardsOf(member.memberId) >= ROOM_LIMITS.cardsPerPhone)
      return refusal('phone-full')
    const now = Date.now()
    if (fromPhone) this.store.start(member.memberId, now)
    const kept = this.store.addResult(envelope, now)
    // The screens hear of it at once; the runtime releases the messages only once the row is stored.
    this.broadcast({ type: 'result', envelope: kept })
    this.broadcastRoom()
    await this.used()
    return answer(201, { id: kept.id, duplicate: false })
  }

  /**
   * The facilitator's device publishes the room's summary, sealed there to each phone's key: kept only while
   * the results are revealed, and replaced by each new publication.
   */
  private async published(room: RoomRecord, request: RoomRequest): Promise<RoomAnswer> {
    if (room.state === 'ended') return refusal('ended')
    if (!room.revealed) return refusal('not-revealed')
    const body = jsonOf(request)
    if (!('value' in body)) return body
    const summary = parsePublishedSummary(body.value)
    if (summary === null) return refusal('bad-request')
    this.store.publishSummary(summary)
    await this.used()
    return answer(204, null)
  }

  /**
   * A phone asks for the summary sealed to it: 204 while the results are hidden; while shown, its summary, or
   * SUMMARY_WITHHELD while none is sealed to it (so a phone drops a copy that counted a removed card). Once
   * the room has ended, `ended`: the phone keeps the copy it has and stops asking.
   */
  private async summaryServed(room: RoomRecord, request: RoomRequest): Promise<RoomAnswer> {
    const member = await this.member(room, request)
    if (!('memberId' in member)) return member
    if (member.device !== 'phone') return refusal('bad-request')
    if (room.state === 'ended') return refusal('ended')
    if (!room.revealed) return answer(204, null)
    return answer(200, this.store.summaryFor(member.memberId) ?? SUMMARY_WITHHELD)
  }

  private resultsPage(room: RoomRecord, request: RoomRequest): RoomAnswer {
    const after = Number(request.after ?? 0)
    const page = this.store.resultsAfter(Number.isSafeInteger(after) && after > 0 ? after : 0)
    return answer(200, {
      room: this.view(room),
      results: page.results,
      cursor: String(page.cursor),
      removed: this.store.removedIds(),
    })
  }

  private async removed(room: RoomRecord, request: RoomRequest): Promise<RoomAnswer> {
    const body = jsonOf(request)
    if (!('value' in body)) return body
    const removal = parseRemoveRequest(body.value)
    if (removal === null) return refusal('bad-request')
    const sender = removal.phone ? this.store.senderOf(removal.id) : null
    const ids = sender ? this.store.revoke(sender) : this.store.remove(removal.id) ? [removal.id] : []
    // Removing a card that is not there (gone already, or never sent) changes nothing and says so.
    if (ids.length === 0) return answer(200, this.view(room))
    // The summary counted those cards: the facilitator's device publishes a new one if enough cards remain.
    this.store.clearSummary()
    await this.used()
    for (const id of ids) this.broadcast({ type: 'removed', id })
    const view = this.view(room)
    this.broadcast({ type: 'room', room: view })
    return answer(200, view)
  }

  private async capacitySet(room: RoomRecord, request: RoomRequest): Promise<RoomAnswer> {
    if (room.state === 'ended') return refusal('ended')
    const body = jsonOf(request)
    if (!('value' in body)) return body
    const capacity = parseCapacityRequest(body.value)
    if (capacity === null) return refusal('bad-request')
    this.store.setCapacity(capacity)
    await this.used()
    const view = this.currentView()
    this.broadcast({ type: 'room', room: view })
    return answer(200, view)
  }

  private async controlled(action: RoomControl, room: RoomRecord, request: RoomRequest): Promise<RoomAnswer> {
    const body = jsonOf(request)
    if (!('value' in body)) return body
    const field = action === 'reveal' ? 'revealed' : action === 'lock' ? 'locked' : 'keep'
    const flag = parseFlag(body.value, field)
    if (flag === null) return refusal('bad-request')
    if (action === 'end' && !flag) {
      await this.erase()
      return answer(204, null)
    }
    if (room.state === 'ended') return refusal('ended')
    if (action === 'reveal') this.store.setRevealed(flag)
    else if (action === 'lock') this.store.setState(flag ? 'locked' : 'open')
    else this.store.setState('ended')
    // Hidden results are no longer served to phones, and an ended room keeps no summary.
    if ((action === 'reveal' && !flag) || action === 'end') this.store.clearSummary()
    await this.used()
    const view = this.currentView()
    this.broadcast({ type: 'room', room: view })
    return answer(200, view)
  }

  private openedAt(socket: WebSocket): number {
    const value = socket.deserializeAttachment() as Partial<SocketAttachment> | null
    return value?.openedAt ?? 0
  }

  /**
   * A room screen's WebSocket, accepted only with the facilitator key among the protocols it asked for (a
   * browser's WebSocket can send no other header): a socket without it is refused before it is opened, so
   * nobody can hold the room's screens without its key. It gets the room's snapshot at once.
   */
  private async live(room: RoomRecord, request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket')
      return asResponse(refusal('bad-request'))
    const key = facilitatorKeyOfProtocols(request.headers.get('Sec-WebSocket-Protocol'))
    if (key === null || !sameSecret(await facilitatorKeyHash(key), room.keyHash))
      return asResponse(this.wrongSecret('not-facilitator'))
    this.makeRoomForScreen()
    const { 0: client, 1: server } = new WebSocketPair()
    this.ctx.acceptWebSocket(server)
    server.serializeAttachment({ openedAt: Date.now() } satisfies SocketAttachment)
    send(server, {
      type: 'snapshot',
      room: this.view(room),
      results: this.store.resultsAfter(0).results,
      removed: this.store.removedIds(),
    })
    return new Response(null, {
      status: 101,
      webSocket: client,
      headers: { 'Sec-WebSocket-Protocol': ROOM_SUBPROTOCOL },
    })
  }

  /** A screen only listens: what it sends is not read. */
  override async webSocketMessage(): Promise<void> {}

  /** At most ROOM_LIMITS.screens screens watch a room: a new one replaces the oldest (a reloaded tab's). */
  private makeRoomForScreen(): void {
    const screens = this.ctx.getWebSockets().sort((a, b) => this.openedAt(a) - this.openedAt(b))
    for (const socket of screens.slice(0, Math.max(0, screens.length - ROOM_LIMITS.screens + 1)))
      socket.close(CLOSE.replaced, 'Another screen took this one’s place.')
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    // The other end closed; answering completes the closing handshake. The codes that only say how a socket
    // ended (no status, dropped, TLS) cannot be sent back, and a socket already gone needs no answer.
    try {
      socket.close(UNSENDABLE_CLOSE_CODES.has(code) ? 1000 : code, 'Closed.')
    } catch {
      // Closed on both sides already.
    }
  }

  /** Deletes the room once it has expired, or sets the alarm again for when it will. */
  override async alarm(): Promise<void> {
    const room = this.store.room()
    if (!room) return
    const expiry = roomExpiry(room)
    if (Date.now() >= expiry) return this.erase()
    await this.ctx.storage.setAlarm(expiry)
  }

  /** Deletes the room for good: its sockets close and its storage is emptied, so its code answers 404. */
  private async erase(): Promise<void> {
    for (const socket of this.ctx.getWebSockets()) socket.close(CLOSE.deleted, 'This room was deleted.')
    await this.ctx.storage.deleteAlarm()
    await this.ctx.storage.deleteAll()
  }

  /**
   * A wrong facilitator key or tablet pass: refused, and counted, so that past the room's limit a wrong one
   * waits (a right one never does; both are far too long to guess, and the sender's address counts them too).
   */
  private wrongSecret(error: 'not-facilitator' | 'tablet-pass'): RoomAnswer {
    const wait = this.limited('wrong-secret', '', ROOM_LIMITS.wrongSecretsPerMinute)
    if (wait !== null) return waitAnswer(wait)
    this.store.addHit('wrong-secret', '', Date.now())
    return refusal(error)
  }

  /** Seconds to wait if `client` made `limit` requests of this kind in the last minute, else null. */
  private limited(kind: HitKind, client: string, limit: number): number | null {
    const now = Date.now()
    return retryAfterSeconds(this.store.hitsSince(kind, client, now - MINUTE_MS), now, limit, MINUTE_MS)
  }

  /** The facilitator acted or a card arrived: the expiry moves 30 days on, within the room's 90 days. */
  private async used(): Promise<void> {
    this.store.touch(Date.now())
    const room = this.store.room()
    if (!room) return
    const wanted = roomExpiry(room)
    if (alarmNeedsMoving(await this.ctx.storage.getAlarm(), wanted)) await this.ctx.storage.setAlarm(wanted)
  }

  private broadcastRoom(): void {
    const room = this.store.room()
    if (room) this.broadcast({ type: 'room', room: this.view(room) })
  }

  /** Sends to every screen, each the facilitator's. */
  private broadcast(message: RoomServerMessage): void {
    const text = JSON.stringify(message)
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(text)
      } catch {
        // A socket closing right now misses the message; the screen catches up from its snapshot.
      }
    }
  }
}

/** A request's JSON body, or the refusal for a body that is missing, not JSON or too large. */
function jsonOf(request: RoomRequest): { value: unknown } | RoomAnswer {
  const body = request.body
  if (body === null || 'refused' in body)
    return refusal(body?.refused === 'too-large' ? 'too-large' : 'not-json')
  return body
}

function send(socket: WebSocket, message: RoomServerMessage): void {
  socket.send(JSON.stringify(message))
}
