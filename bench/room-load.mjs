/**
 * A live room under a large workshop's load, on the local runtime (`wrangler dev`: workerd, the room's
 * Durable Object, SQLite) with the deployed limits, while 3 room screens are connected over WebSockets.
 * Simulated phones join, start and send their cards, sealed with the room's real encryption, as the app does:
 * a join or a card told to wait (429) is sent again by itself after its Retry-After, with a random spread, as
 * the join page and the outbox do, so nobody is ever asked to retry. Each phone looks the room up before it
 * joins, as the join page does. Four scenarios:
 * - "own addresses": 300 phones, each from its own address;
 * - "venue 300" and "venue 500": every phone behind one address (venue Wi-Fi, a carrier's NAT), 5 % of them
 *   offline for 30 s mid-way (they send once back), and one screen that drops and reconnects mid-way;
 * - "venue 500, typos": the same, with a third of the crowd first typing a code no room has (150 misses
 *   within the surge, past the address's limit), so the typos are slowed and the room's own phones are not.
 * Measured: that every phone joins, how long the wait to join was, that every card reaches every screen exactly
 * once, and the time from a card's first send to each screen having it.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { WebSocket } from 'undici'
import { LOCAL_DEVELOPMENT_VARS, OFFLINE_WRANGLER_ENV } from '../scripts/wrangler.mjs'
import { productModule } from './product-module.mjs'

const { generateRoomKeys, sealRoomCard } = await productModule('src/domain/room/room-crypto.ts')
const { toBase64Url } = await productModule('src/domain/encoding/base64url.ts')

export const ROOM_SCENARIOS = [
  { name: 'own addresses', attendees: 300, venue: false },
  { name: 'venue 300', attendees: 300, venue: true },
  { name: 'venue 500', attendees: 500, venue: true },
  { name: 'venue 500, typos', attendees: 500, venue: true, typoShare: 1 / 3 },
]

export const ROOM_LOAD = {
  screens: 3,
  /** Phones arrive over this long, evenly... */
  joinSpreadMs: 30_000,
  /** ...and send their cards from this time after the first join... */
  firstSendMs: 20_000,
  /** ...until this one, in the order they arrived. */
  lastSendMs: 55_000,
  /** In a venue, this share of the phones is offline from... */
  offlineShare: 0.05,
  offlineFromMs: 25_000,
  /** ...for this long. */
  offlineForMs: 30_000,
  /** In a venue, one screen drops at this time and reconnects a few seconds later. */
  screenDropMs: 35_000,
  screenBackMs: 38_000,
  /** Budgets: a phone's wait to join, p95, and from a card's first send to every screen, p95. */
  joinP95Ms: 5000,
  p95Ms: 2000,
}
/** The one address every phone of a venue shares. */
const VENUE_ADDRESS = '198.51.100.10'
/** Added at random to each wait a Retry-After asks for, as the app does. */
const SPREAD_MS = 1000
const SUBPROTOCOL = 'think-first-room'
/** How long a phone keeps trying before the bench counts its card or its join as lost. */
const GIVE_UP_MS = 120_000
/** How long the screens may take, after the last result was sent, to receive everything. */
const SETTLE_MS = 15_000

const sleep = (ms) => new Promise((done) => setTimeout(done, ms))

/** How many times each value occurs, as an object. */
function countBy(values) {
  const counts = {}
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1
  return counts
}

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? null
}

/** `wrangler dev` serving the Worker with `site` as its assets, on a fresh local state; resolves when ready. */
async function startEdge(site, port) {
  const state = await mkdtemp(join(tmpdir(), 'room-bench-'))
  const args = ['dev', '--local', '--assets', site, '--port', String(port), '--persist-to', state]
  args.push('--inspector-port', String(port + 1000))
  args.push(...LOCAL_DEVELOPMENT_VARS)
  const child = spawn(
    process.execPath,
    [resolve('node_modules/.bin/wrangler'), ...args, '--show-interactive-dev-session=false'],
    {
      env: { ...process.env, ...OFFLINE_WRANGLER_ENV },
      stdio: 'ignore',
      detached: true,
    },
  )
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
    await rm(state, { recursive: true, force: true })
  }
  const origin = `http://localhost:${port}`
  for (let tries = 0; tries < 240; tries++) {
    const ready = await fetch(`${origin}/api/rooms/ZZZZZZ`).then(
      (response) => response.status === 404,
      () => false,
    )
    if (ready) return { origin, stop }
    await sleep(500)
  }
  await stop()
  throw new Error(`wrangler dev did not answer on ${origin}`)
}

/**
 * POSTs JSON from `address` and reads the answer whole: its status and Retry-After, or, when no answer came
 * (the connection failed), status 0 and why, which the bench reports rather than stopping on.
 */
async function postJson(url, body, address, token) {
  return request(url, address, token, { method: 'POST', body: JSON.stringify(body) })
}

/** GETs from `address`, as postJson does. */
function getJson(url, address) {
  return request(url, address, null, { method: 'GET' })
}

async function request(url, address, token, init) {
  try {
    const headers = { 'Content-Type': 'application/json', 'CF-Connecting-IP': address }
    if (token) headers.Authorization = `Bearer ${token}`
    const answer = await fetch(url, { ...init, headers })
    const text = await answer.text()
    return { status: answer.status, retryAfter: Number(answer.headers.get('Retry-After') ?? 1), text }
  } catch (error) {
    return { status: 0, retryAfter: 1, error: String(error.cause?.code ?? error.cause ?? error) }
  }
}

/**
 * Sends until the answer is not "not now" (429, 5xx, none), waiting each Retry-After plus a random spread, as
 * the app does; returns the last answer, every status, and how long it took.
 */
async function patiently(send) {
  const startedAt = performance.now()
  const statuses = []
  for (;;) {
    const answer = await send()
    statuses.push(answer.error ?? answer.status)
    const again = answer.status === 0 || answer.status === 429 || answer.status >= 500
    if (!again || performance.now() - startedAt > GIVE_UP_MS)
      return { answer, statuses, ms: performance.now() - startedAt }
    await sleep(answer.retryAfter * 1000 + Math.random() * SPREAD_MS)
  }
}

/**
 * A room screen: when it first had each card (from a live message or, after a reconnect, its snapshot), the
 * cards a socket was sent twice, and the last room state it was sent. `reconnect` replaces its socket.
 */
async function connectScreen(origin, code, facilitatorKey) {
  const screen = { socket: null, received: new Map(), duplicates: 0, room: null }
  screen.reconnect = async () => {
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/rooms/${code}/live`, [
      SUBPROTOCOL,
      `key.${facilitatorKey}`,
    ])
    const seenHere = new Set()
    const snapshot = new Promise((done, fail) => {
      socket.addEventListener('error', fail)
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data))
        const take = (id) => {
          if (seenHere.has(id)) screen.duplicates++
          seenHere.add(id)
          if (!screen.received.has(id)) screen.received.set(id, performance.now())
        }
        if (message.type === 'snapshot') {
          screen.room = message.room
          for (const envelope of message.results) take(envelope.id)
          done()
        } else if (message.type === 'room') screen.room = message.room
        else if (message.type === 'result') take(message.envelope.id)
      })
    })
    await snapshot
    screen.socket = socket
  }
  await screen.reconnect()
  return screen
}

const addressOf = (index) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`

/** A code no room has, as a mistyped one is: well-formed, and drawn apart from the rooms' random ones. */
const typedWrong = (index) => `ZZ${'23456789'[index % 8]}Z${'ABCDEFGH'[(index >> 3) % 8]}Z`

/**
 * One phone arrives: perhaps types the code wrong first (answered 404, or 429 once the address has missed
 * too often, and not tried again: the person looks and types it again), looks the room up and joins
 * (patiently), and starts. Returns its token, the answers to its look-up and join, and its wait.
 */
async function arrive(origin, room, address, attendeeId, typo) {
  const base = `${origin}/api/rooms/${room.code}`
  const startedAt = performance.now()
  const typoStatus = typo === null ? [] : [(await getJson(`${origin}/api/rooms/${typo}`, address)).status]
  const found = await patiently(() => getJson(base, address))
  const joined = await patiently(() => postJson(`${base}/join`, { attendeeId }, address))
  const token = joined.answer.status === 200 ? JSON.parse(joined.answer.text).token : null
  if (token) await patiently(() => postJson(`${base}/progress`, {}, address, token))
  return {
    token,
    typoStatus,
    joinStatuses: [...found.statuses, ...joined.statuses],
    joinMs: performance.now() - startedAt,
  }
}

/** An attendee's card, sealed with the room's real encryption (before the clock starts: phones seal their own). */
async function sealedEnvelope(room, attendeeId, keys) {
  const id = crypto.randomUUID()
  const card = toBase64Url(crypto.getRandomValues(new Uint8Array(30)))
  const sealed = await sealRoomCard({ card }, { code: room.code, publicKey: keys.publicKey }, id)
  return { id, attendeeId, source: 'phone', ...sealed }
}

/** A phone sends its sealed card with its token, as the outbox does; returns when it first sent it and how it went. */
async function sendCard(origin, room, address, token, envelope) {
  const sentAt = performance.now()
  const sent = await patiently(() =>
    postJson(`${origin}/api/rooms/${room.code}/results`, envelope, address, token),
  )
  return { id: envelope.id, sentAt, statuses: sent.statuses, status: sent.answer.status }
}

/** Runs one scenario against a fresh Worker serving `site` on `port`. */
export async function measureRoomLoad(scenario, { site = 'dist', port = 8799 } = {}) {
  const edge = await startEdge(site, port)
  const screens = []
  try {
    const keys = await generateRoomKeys()
    const created = await fetch(`${edge.origin}/api/rooms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '10.255.0.1' },
      body: JSON.stringify({ name: 'Bench room', publicKey: keys.publicKey, capacity: scenario.attendees }),
    })
    if (created.status !== 201) throw new Error(`Creating the room answered ${created.status}`)
    const room = await created.json()
    for (let index = 0; index < ROOM_LOAD.screens; index++) {
      screens.push(await connectScreen(edge.origin, room.code, room.facilitatorKey))
    }
    const count = scenario.attendees
    const attendees = Array.from({ length: count }, () => crypto.randomUUID())
    const envelopes = await Promise.all(attendees.map((attendeeId) => sealedEnvelope(room, attendeeId, keys)))
    const offline = new Set(
      scenario.venue
        ? attendees.filter((_, index) => index % Math.round(1 / ROOM_LOAD.offlineShare) === 7)
        : [],
    )
    const last = count - 1
    const started = performance.now()
    const at = (ms) => sleep(started + ms - performance.now())
    if (scenario.venue) {
      void at(ROOM_LOAD.screenDropMs).then(async () => {
        screens[0].socket.close()
        await at(ROOM_LOAD.screenBackMs)
        await screens[0].reconnect()
      })
    }
    // Each phone joins, then sends its card once everyone before it has: the room fills as a workshop's would,
    // only faster. A phone offline mid-way sends once it is back, as its outbox does on 'online'.
    const outcomes = await Promise.all(
      attendees.map(async (attendeeId, index) => {
        const address = scenario.venue ? VENUE_ADDRESS : addressOf(index)
        await at((index / last) * ROOM_LOAD.joinSpreadMs)
        const typist = scenario.typoShare && index % Math.round(1 / scenario.typoShare) === 1
        const typo = typist ? typedWrong(index) : null
        const arrived = await arrive(edge.origin, room, address, attendeeId, typo)
        const sendAt = ROOM_LOAD.firstSendMs + (index / last) * (ROOM_LOAD.lastSendMs - ROOM_LOAD.firstSendMs)
        const backAt = ROOM_LOAD.offlineFromMs + ROOM_LOAD.offlineForMs
        const away = offline.has(attendeeId) && sendAt >= ROOM_LOAD.offlineFromMs && sendAt < backAt
        await at(away ? backAt : sendAt)
        if (!arrived.token)
          return { ...arrived, id: envelopes[index].id, sentAt: performance.now(), statuses: [], status: 0 }
        return {
          ...arrived,
          ...(await sendCard(edge.origin, room, address, arrived.token, envelopes[index])),
        }
      }),
    )
    const sendMs = Math.round(performance.now() - started)
    const deadline = performance.now() + SETTLE_MS
    while (
      performance.now() < deadline &&
      screens.some((screen) => screen.received.size < count || screen.room?.counts.finished < count)
    ) {
      await sleep(100)
    }
    // A card's time to a screen: from its first send to the last screen having it.
    const latencies = outcomes.map(({ id, sentAt }) =>
      Math.max(...screens.map((screen) => (screen.received.get(id) ?? Infinity) - sentAt)),
    )
    const joinWaits = outcomes.map((outcome) => outcome.joinMs)
    return {
      scenario: scenario.name,
      attendees: count,
      screens: ROOM_LOAD.screens,
      sendMs,
      joined: outcomes.filter((outcome) => outcome.token).length,
      joinAnswers: countBy(outcomes.flatMap((outcome) => outcome.joinStatuses)),
      /** The answers to the codes typed wrong, by status. */
      typoAnswers: countBy(outcomes.flatMap((outcome) => outcome.typoStatus)),
      joinP95Ms: Math.round(percentile(joinWaits, 0.95)),
      accepted: outcomes.filter((outcome) => outcome.status === 201).length,
      /** Every answer other than 201 a card got, by status ("429": 2), resends included. */
      otherAnswers: countBy(
        outcomes.flatMap((outcome) => outcome.statuses.filter((status) => status !== 201)),
      ),
      receivedPerScreen: screens.map((screen) => screen.received.size),
      duplicates: screens.reduce((sum, screen) => sum + screen.duplicates, 0),
      shownPerScreen: screens.map((screen) => screen.room?.counts.finished ?? 0),
      p50Ms: Math.round(percentile(latencies, 0.5)),
      p95Ms: Math.round(percentile(latencies, 0.95)),
      maxMs: Math.round(Math.max(...latencies)),
    }
  } finally {
    for (const screen of screens) screen.socket?.close()
    await edge.stop()
  }
}

/** A scenario's checks, in the shape of the bench's other budgets. */
export function roomLoadChecks(rooms) {
  const path = `/api/rooms (${rooms.scenario})`
  const all = rooms.attendees
  const equal = (name, actual, expected) => ({
    route: path,
    name,
    actual,
    min: expected,
    pass: actual === expected,
  })
  const atMost = (name, actual, max) => ({ route: path, name, actual, max, pass: actual <= max })
  return [
    equal('phones joined, none asked to retry', rooms.joined, all),
    atMost('wait to join, p95 (ms)', rooms.joinP95Ms, ROOM_LOAD.joinP95Ms),
    equal('cards accepted (201)', rooms.accepted, all),
    equal('cards received at every screen', Math.min(...rooms.receivedPerScreen), all),
    equal('cards received twice at a screen', rooms.duplicates, 0),
    equal('cards the screens show', Math.min(...rooms.shownPerScreen), all),
    atMost('first send to every screen, p95 (ms)', rooms.p95Ms, ROOM_LOAD.p95Ms),
  ]
}
