/**
 * The room screen's live view of its room, as a plain object a component subscribes to: a WebSocket to the
 * room (the facilitator key as its first message) that pushes each result and every change of counts or
 * state, and, whenever the socket cannot open or drops, polling of the results every POLL_MS until it opens
 * again. Each envelope is opened once, here in the browser; the server never holds the key.
 */
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { importRoomPrivateKey } from '../../../domain/room/room-crypto'
import { parseReceivedEnvelope } from '../../../domain/room/room-messages'
import {
  parseRoom,
  roomScreenProtocols,
  type ReceivedEnvelope,
  type Room,
} from '../../../domain/room/room-protocol'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import type { RoomCall } from '../../../services/room/room-call'
import { fetchResults, readResultsPage, type ResultsPage } from './facilitator-room-api'
import { openEnvelope } from './open-cards'

export const POLL_MS = 1000
export const SOCKET_RETRY_MS = 10_000

export type Connection = 'connecting' | 'live' | 'polling'

export interface RoomLiveState {
  room: Room | null
  results: readonly AssessmentResult[]
  /** Cards that did not open or decode here, never shown. */
  unreadable: number
  connection: Connection
  /** The room answered 404: deleted, or never existed. */
  gone: boolean
}

/** What the connection talks to: the service's results page, a socket, and the room's key. */
export interface RoomConnectionPorts {
  fetchPage(cursor: string | null): Promise<RoomCall<ResultsPage & { malformed: number }>>
  openSocket(url: string, protocols: string[]): WebSocket
  /** Opens one envelope with the room's private key; null when it is not a card. */
  openCard(envelope: ReceivedEnvelope): Promise<AssessmentResult | null>
}

/** The browser's own: this site's room service, the page's WebSocket, the facilitator's key. */
export function browserPorts(facilitator: FacilitatorRoom): RoomConnectionPorts {
  const key = importRoomPrivateKey(facilitator.privateKey)
  return {
    fetchPage: (cursor) => fetchResults(facilitator.code, facilitator.facilitatorKey, cursor),
    openSocket: (url, protocols) => new WebSocket(url, protocols),
    openCard: async (envelope) => {
      const privateKey = await key
      return privateKey ? openEnvelope(envelope, privateKey, facilitator.code) : null
    },
  }
}

const INITIAL: RoomLiveState = {
  room: null,
  results: [],
  unreadable: 0,
  connection: 'connecting',
  gone: false,
}

export class RoomConnection {
  private state = INITIAL
  private readonly listeners = new Set<() => void>()
  private readonly seen = new Set<string>()
  private readonly removed = new Set<string>()
  private running = false
  private socket: WebSocket | null = null
  private pollTimer: ReturnType<typeof setTimeout> | undefined
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private cursor: string | null = null
  // Cards open one after another, in the order they came, so the screen never counts one twice.
  private opening: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly facilitator: Pick<FacilitatorRoom, 'code' | 'facilitatorKey'>,
    private readonly ports: RoomConnectionPorts,
    private readonly origin: string,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getSnapshot = (): RoomLiveState => this.state

  /** Opens the socket (or starts polling); again after `stop`, it carries on from what it already has. */
  start(): void {
    if (this.running) return
    this.running = true
    this.connect()
  }

  stop(): void {
    this.running = false
    clearTimeout(this.pollTimer)
    clearTimeout(this.retryTimer)
    this.socket?.close()
    this.socket = null
  }

  /** Takes a room the service sent back after a control (reveal, lock) at once. */
  setRoom = (room: Room): void => this.update({ room })

  /** Drops a card the facilitator removed, at once. */
  dropCard = (id: string): void => this.dropCards([id])

  private update(change: Partial<RoomLiveState>): void {
    this.state = { ...this.state, ...change }
    for (const listener of this.listeners) listener()
  }

  private dropCards(ids: readonly string[]): void {
    const fresh = ids.filter((id) => !this.removed.has(id))
    if (fresh.length === 0) return
    for (const id of fresh) this.removed.add(id)
    this.update({ results: this.state.results.filter((card) => !this.removed.has(card.uuid)) })
  }

  private countUnreadable(count: number): void {
    if (count > 0) this.update({ unreadable: this.state.unreadable + count })
  }

  private take(envelopes: readonly ReceivedEnvelope[], malformed = 0): void {
    this.countUnreadable(malformed)
    const fresh = envelopes.filter(
      (envelope) => !this.seen.has(envelope.id) && !this.removed.has(envelope.id),
    )
    for (const envelope of fresh) this.seen.add(envelope.id)
    if (fresh.length === 0) return
    this.opening = this.opening.then(async () => {
      const opened = await Promise.all(fresh.map((envelope) => this.ports.openCard(envelope)))
      if (!this.running) return
      const cards = opened.filter(
        (card): card is AssessmentResult => card !== null && !this.removed.has(card.uuid),
      )
      if (cards.length > 0) this.update({ results: [...this.state.results, ...cards] })
      this.countUnreadable(opened.length - cards.length)
    })
  }

  private async poll(): Promise<void> {
    const page = await this.ports.fetchPage(this.cursor)
    if (!this.running) return
    if (page.ok) {
      this.cursor = page.value.cursor
      this.update({ room: page.value.room })
      this.dropCards(page.value.removed)
      this.take(page.value.results, page.value.malformed)
    } else if (page.error === 'not-found') {
      this.update({ gone: true })
      return
    }
    if (this.state.connection !== 'live') this.pollTimer = setTimeout(() => void this.poll(), POLL_MS)
  }

  private startPolling(): void {
    this.update({ connection: 'polling' })
    clearTimeout(this.pollTimer)
    void this.poll()
    clearTimeout(this.retryTimer)
    this.retryTimer = setTimeout(() => this.connect(), SOCKET_RETRY_MS)
  }

  private onMessage(data: unknown): void {
    let message: unknown
    try {
      message = JSON.parse(String(data))
    } catch {
      return
    }
    if (typeof message !== 'object' || message === null) return
    const fields = message as Record<string, unknown>
    if (fields.type === 'snapshot') {
      const page = readResultsPage({ ...fields, cursor: '' })
      if (!page) return
      this.update({ room: page.room })
      this.dropCards(page.removed)
      this.take(page.results, page.malformed)
    } else if (fields.type === 'result') {
      const envelope = parseReceivedEnvelope(fields.envelope)
      if (envelope) this.take([envelope])
      else this.countUnreadable(1)
    } else if (fields.type === 'removed' && typeof fields.id === 'string') {
      this.dropCards([fields.id])
    } else if (fields.type === 'room') {
      const room = parseRoom(fields.room)
      if (room) this.update({ room })
    } else if (fields.type === 'error' && fields.error === 'not-found') {
      this.update({ gone: true })
    }
  }

  private connect(): void {
    if (!this.running) return
    const url = new URL(`/api/rooms/${encodeURIComponent(this.facilitator.code)}/live`, this.origin)
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
    let socket: WebSocket
    try {
      socket = this.ports.openSocket(url.href, roomScreenProtocols(this.facilitator.facilitatorKey))
    } catch {
      this.startPolling()
      return
    }
    this.socket = socket
    socket.addEventListener('open', () => {
      clearTimeout(this.pollTimer)
      clearTimeout(this.retryTimer)
      this.update({ connection: 'live' })
    })
    socket.addEventListener('message', (event) => this.onMessage(event.data))
    socket.addEventListener('close', () => {
      if (this.socket === socket) this.socket = null
      // Dropped after it worked, or never opened: poll until a new socket opens.
      if (this.running) this.startPolling()
    })
  }
}
