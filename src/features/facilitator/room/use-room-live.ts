/**
 * The room screen's live view of its room: a WebSocket to the room (the facilitator key as its first
 * message) that pushes each result and every change of counts or state, and, whenever the socket cannot open
 * or drops, polling of the results every POLL_MS until it opens again. Each envelope is opened once, here
 * in the browser; the server never holds the key.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AssessmentResult } from '../../../domain/assessment-types'
import { importRoomPrivateKey } from '../../../domain/room-crypto'
import { parseRoom, ROOM_SUBPROTOCOL, type ReceivedEnvelope, type Room } from '../../../domain/room-protocol'
import { parseReceivedEnvelope } from '../../../domain/room-messages'
import type { FacilitatorRoom } from '../../../domain/room-records'
import { fetchResults, readResultsPage } from './facilitator-room-api'
import { openEnvelope } from './open-cards'

const POLL_MS = 1000
const SOCKET_RETRY_MS = 10_000

export type Connection = 'connecting' | 'live' | 'polling'

export interface RoomLive {
  room: Room | null
  results: AssessmentResult[]
  /** Cards that did not open or decode here, never shown. */
  unreadable: number
  connection: Connection
  /** The room answered 404: deleted, or never existed. */
  gone: boolean
  /** Takes a room the service sent back after a control (reveal, lock) at once. */
  setRoom: (room: Room) => void
  /** Drops a card the facilitator removed, at once. */
  dropCard: (id: string) => void
}

export function useRoomLive(facilitator: FacilitatorRoom): RoomLive {
  const [room, setRoom] = useState<Room | null>(null)
  const [results, setResults] = useState<AssessmentResult[]>([])
  const [unreadable, setUnreadable] = useState(0)
  const [connection, setConnection] = useState<Connection>('connecting')
  const [gone, setGone] = useState(false)
  const seen = useRef(new Set<string>())
  const removed = useRef(new Set<string>())

  const dropCards = useCallback((ids: readonly string[]) => {
    const fresh = ids.filter((id) => !removed.current.has(id))
    if (fresh.length === 0) return
    for (const id of fresh) removed.current.add(id)
    setResults((known) => known.filter((card) => !removed.current.has(card.uuid)))
  }, [])

  useEffect(() => {
    let stopped = false
    let socket: WebSocket | null = null
    let pollTimer: ReturnType<typeof setTimeout> | undefined
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    let cursor: string | null = null
    const keyPromise = importRoomPrivateKey(facilitator.privateKey)
    // Cards open one after another, in the order they came, so the screen never counts one twice.
    let opening: Promise<unknown> = Promise.resolve()

    function take(envelopes: readonly ReceivedEnvelope[], malformed = 0) {
      if (malformed > 0) setUnreadable((count) => count + malformed)
      const fresh = envelopes.filter(
        (envelope) => !seen.current.has(envelope.id) && !removed.current.has(envelope.id),
      )
      for (const envelope of fresh) seen.current.add(envelope.id)
      if (fresh.length === 0) return
      opening = opening.then(async () => {
        const key = await keyPromise
        const opened = await Promise.all(
          fresh.map((envelope) => (key ? openEnvelope(envelope, key, facilitator.code) : null)),
        )
        if (stopped) return
        const cards = opened.filter(
          (card): card is AssessmentResult => card !== null && !removed.current.has(card.uuid),
        )
        if (cards.length > 0) setResults((known) => [...known, ...cards])
        if (cards.length < opened.length) setUnreadable((count) => count + opened.length - cards.length)
      })
    }

    async function poll() {
      const page = await fetchResults(facilitator.code, facilitator.facilitatorKey, cursor)
      if (stopped) return
      if (page.ok) {
        cursor = page.value.cursor
        setRoom(page.value.room)
        dropCards(page.value.removed)
        take(page.value.results, page.value.malformed)
      } else if (page.error === 'not-found') {
        setGone(true)
        return
      }
      if (socket?.readyState !== WebSocket.OPEN) pollTimer = setTimeout(() => void poll(), POLL_MS)
    }

    function startPolling() {
      setConnection('polling')
      clearTimeout(pollTimer)
      void poll()
      clearTimeout(retryTimer)
      retryTimer = setTimeout(connect, SOCKET_RETRY_MS)
    }

    function onMessage(event: MessageEvent) {
      let message: unknown
      try {
        message = JSON.parse(String(event.data))
      } catch {
        return
      }
      if (typeof message !== 'object' || message === null) return
      const data = message as Record<string, unknown>
      if (data.type === 'snapshot') {
        const page = readResultsPage({ ...data, cursor: '' })
        if (page) {
          setRoom(page.room)
          dropCards(page.removed)
          take(page.results, page.malformed)
        }
      } else if (data.type === 'result') {
        const envelope = parseReceivedEnvelope(data.envelope)
        if (envelope) take([envelope])
        else setUnreadable((count) => count + 1)
      } else if (data.type === 'removed' && typeof data.id === 'string') {
        dropCards([data.id])
      } else if (data.type === 'room') {
        const next = parseRoom(data.room)
        if (next) setRoom(next)
      } else if (data.type === 'error' && data.error === 'not-found') {
        setGone(true)
      }
    }

    function connect() {
      if (stopped) return
      const url = new URL(`/api/rooms/${encodeURIComponent(facilitator.code)}/live`, location.href)
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
      let opened = false
      try {
        socket = new WebSocket(url, ROOM_SUBPROTOCOL)
      } catch {
        startPolling()
        return
      }
      socket.addEventListener('open', () => {
        opened = true
        clearTimeout(pollTimer)
        clearTimeout(retryTimer)
        setConnection('live')
        socket?.send(JSON.stringify({ type: 'hello', facilitatorKey: facilitator.facilitatorKey }))
      })
      socket.addEventListener('message', onMessage)
      socket.addEventListener('close', () => {
        socket = null
        if (stopped) return
        // Dropped after it worked, or never opened: poll until a new socket opens.
        startPolling()
        if (opened) setConnection('polling')
      })
    }

    connect()
    return () => {
      stopped = true
      clearTimeout(pollTimer)
      clearTimeout(retryTimer)
      socket?.close()
    }
  }, [facilitator, dropCards])

  return {
    room,
    results,
    unreadable,
    connection,
    gone,
    setRoom,
    dropCard: useCallback((id: string) => dropCards([id]), [dropCards]),
  }
}
