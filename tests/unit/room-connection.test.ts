import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { AssessmentResult } from '../../src/domain/assessment/assessment-types'
import {
  ROOM_CIPHERTEXT_MIN_LENGTH,
  ROOM_IV_LENGTH,
  ROOM_SUBPROTOCOL,
  type ReceivedEnvelope,
  type Room,
} from '../../src/domain/room/room-protocol'
import {
  POLL_MS,
  RoomConnection,
  SOCKET_RETRY_MS,
  type RoomConnectionPorts,
} from '../../src/features/facilitator/room/room-connection'
import { roomCard } from './support/room-card'

const FACILITATOR = { code: 'AB3DE4', facilitatorKey: 'K'.repeat(43) }
const ROOM: Room = {
  code: 'AB3DE4',
  name: 'Board day',
  publicKey: `B${'A'.repeat(86)}`,
  state: 'open',
  revealed: false,
  capacity: 200,
  counts: { joined: 1, started: 1, midway: 0, finished: 1, refused: 0, removed: 0 },
}

function envelope(n: number): ReceivedEnvelope {
  return {
    id: roomCard(n, {}, [0, 1, 2]).uuid,
    source: 'phone',
    ephemeralKey: ROOM.publicKey,
    iv: 'A'.repeat(ROOM_IV_LENGTH),
    ciphertext: `${'A'.repeat(ROOM_CIPHERTEXT_MIN_LENGTH)}card${n}`,
    receivedAt: '2026-12-02T10:00:00.000Z',
  }
}

/** A WebSocket the test opens, feeds and drops. */
class FakeSocket extends EventTarget {
  sent: string[] = []
  closed = false
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    super()
  }
  send(text: string) {
    this.sent.push(text)
  }
  close() {
    this.closed = true
  }
  open() {
    this.dispatchEvent(new Event('open'))
  }
  receive(message: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }))
  }
  drop() {
    this.dispatchEvent(new Event('close'))
  }
}

function setUp(pages: RoomConnectionPorts['fetchPage'] = async () => ({ ok: false, error: 'offline' })) {
  const sockets: FakeSocket[] = []
  const ports: RoomConnectionPorts = {
    fetchPage: vi.fn(pages),
    openSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols)
      sockets.push(socket)
      return socket as unknown as WebSocket
    },
    // A card "opens" when its ciphertext names one; anything else does not.
    openCard: async (sealed) => {
      const n = /card(\d)$/.exec(sealed.ciphertext)?.[1]
      return n ? ({ ...roomCard(Number(n), {}, [0, 1, 2]), uuid: sealed.id } as AssessmentResult) : null
    },
  }
  const connection = new RoomConnection(FACILITATOR, ports, 'https://thinkfirst.example/room/AB3DE4')
  const changes = vi.fn()
  connection.subscribe(changes)
  connection.start()
  return { connection, ports, sockets, changes }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the room screen’s connection', () => {
  test('opens the room’s socket with the key among its protocols, then takes the snapshot and each result once', async () => {
    const { connection, sockets } = setUp()
    expect(sockets[0]!.url).toBe('wss://thinkfirst.example/api/rooms/AB3DE4/live')
    expect(sockets[0]!.protocols).toEqual([ROOM_SUBPROTOCOL, `key.${FACILITATOR.facilitatorKey}`])
    sockets[0]!.open()
    expect(sockets[0]!.sent).toEqual([])
    expect(connection.getSnapshot().connection).toBe('live')

    sockets[0]!.receive({ type: 'snapshot', room: ROOM, results: [envelope(1)], removed: [] })
    sockets[0]!.receive({ type: 'result', envelope: envelope(2) })
    sockets[0]!.receive({ type: 'result', envelope: envelope(2) })
    await vi.runAllTimersAsync()
    const state = connection.getSnapshot()
    expect(state.room).toEqual(ROOM)
    expect(state.results.map((card) => card.uuid)).toEqual([envelope(1).id, envelope(2).id])
    expect(state.unreadable).toBe(0)
  })

  test('counts a card that does not open or a malformed envelope as unreadable, never shown', async () => {
    const { connection, sockets } = setUp()
    sockets[0]!.open()
    sockets[0]!.receive({ type: 'result', envelope: { ...envelope(3), ciphertext: 'A'.repeat(40) } })
    sockets[0]!.receive({ type: 'result', envelope: { id: 'not-an-envelope' } })
    sockets[0]!.receive('not even an object')
    await vi.runAllTimersAsync()
    expect(connection.getSnapshot()).toMatchObject({ results: [], unreadable: 2 })
  })

  test('drops a removed card, and never shows it again when it comes back', async () => {
    const { connection, sockets } = setUp()
    sockets[0]!.open()
    sockets[0]!.receive({ type: 'result', envelope: envelope(1) })
    await vi.runAllTimersAsync()
    sockets[0]!.receive({ type: 'removed', id: envelope(1).id })
    expect(connection.getSnapshot().results).toEqual([])
    sockets[0]!.receive({ type: 'snapshot', room: ROOM, results: [envelope(1)], removed: [] })
    await vi.runAllTimersAsync()
    expect(connection.getSnapshot().results).toEqual([])
  })

  test('polls while the socket is down, from where the last page ended, and goes live again when it reopens', async () => {
    const page = { room: ROOM, results: [envelope(1)], cursor: '7', removed: [], malformed: 0 }
    const { connection, ports, sockets } = setUp(async () => ({ ok: true, value: page }))
    sockets[0]!.drop()
    expect(connection.getSnapshot().connection).toBe('polling')
    await vi.advanceTimersByTimeAsync(0)
    expect(ports.fetchPage).toHaveBeenLastCalledWith(null)
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(ports.fetchPage).toHaveBeenLastCalledWith('7')
    expect(connection.getSnapshot().results.map((card) => card.uuid)).toEqual([envelope(1).id])

    await vi.advanceTimersByTimeAsync(SOCKET_RETRY_MS - POLL_MS)
    expect(sockets).toHaveLength(2)
    sockets[1]!.open()
    const asked = vi.mocked(ports.fetchPage).mock.calls.length
    await vi.advanceTimersByTimeAsync(5 * POLL_MS)
    expect(vi.mocked(ports.fetchPage).mock.calls.length).toBe(asked)
    expect(connection.getSnapshot().connection).toBe('live')
  })

  test('a room the service no longer has is gone, and polling stops', async () => {
    const { connection, ports, sockets } = setUp(async () => ({ ok: false, error: 'not-found' }))
    sockets[0]!.drop()
    await vi.advanceTimersByTimeAsync(3 * POLL_MS)
    expect(connection.getSnapshot().gone).toBe(true)
    expect(ports.fetchPage).toHaveBeenCalledOnce()
  })

  test('tells its subscribers of each change, and once stopped, closes the socket and asks no more', async () => {
    const { connection, ports, sockets, changes } = setUp()
    sockets[0]!.open()
    expect(changes).toHaveBeenCalled()
    connection.setRoom({ ...ROOM, state: 'locked' })
    expect(connection.getSnapshot().room?.state).toBe('locked')
    connection.stop()
    expect(sockets[0]!.closed).toBe(true)
    sockets[0]!.drop()
    await vi.advanceTimersByTimeAsync(SOCKET_RETRY_MS * 2)
    expect(ports.fetchPage).not.toHaveBeenCalled()
    expect(sockets).toHaveLength(1)
  })
})
