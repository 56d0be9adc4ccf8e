/**
 * A live room under a large workshop's load, on the local runtime (`wrangler dev`: workerd, the room's
 * Durable Object, SQLite), while 3 room screens are connected over WebSockets: 300 simulated attendees, each
 * from their own address, join, start and send their cards, sealed with the room's real encryption, all
 * within 60 seconds. Measured: that every result arrives exactly once at every screen, that the screens end
 * showing all of them, and the time from sending a result to each screen receiving it.
 *
 * 300 joins in one minute is more than a room accepts by default (120 a minute, which keeps a deployed room's
 * code from being flooded): this bench's own server raises the limit with the Worker variable
 * ROOM_JOINS_PER_MINUTE, and says so. The edge tests show the default 120 at work.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { WebSocket } from 'undici'
import { makeRoomKeys, sealCard, toBase64Url } from '../scripts/room-crypto.mjs'
import { OFFLINE_WRANGLER_ENV } from '../scripts/wrangler.mjs'

export const ROOM_LOAD = {
  attendees: 300,
  screens: 3,
  /** Everything (every join, start and result, answered) within this time from the first join. */
  windowMs: 60_000,
  /** Attendees arrive over this long, evenly... */
  joinSpreadMs: 30_000,
  /** ...and send their cards from this time after the first join... */
  firstSendMs: 20_000,
  /** ...until this one, in the order they arrived. */
  lastSendMs: 55_000,
  p95Ms: 2000,
  /** The room's join limit on the bench's server, raised from the default 120 (see above). */
  joinsPerMinute: 600,
}
const SUBPROTOCOL = 'think-first-room'
/** How often a result is sent before the bench counts it as lost. */
const RESEND_TRIES = 3
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
  args.push('--var', `ROOM_JOINS_PER_MINUTE:${ROOM_LOAD.joinsPerMinute}`)
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
async function postJson(url, body, address) {
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address },
      body: JSON.stringify(body),
    })
    await answer.text()
    return { status: answer.status, retryAfter: Number(answer.headers.get('Retry-After') ?? 1) }
  } catch (error) {
    return { status: 0, retryAfter: 1, error: String(error.cause?.code ?? error.cause ?? error) }
  }
}

/** A room screen: its socket, when it received each result, and the last room state it was sent. */
async function connectScreen(origin, code, facilitatorKey) {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/rooms/${code}/live`, SUBPROTOCOL)
  const screen = { socket, received: new Map(), duplicates: 0, room: null }
  const snapshot = new Promise((done, fail) => {
    socket.addEventListener('error', fail)
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data))
      if (message.type === 'snapshot') {
        screen.room = message.room
        done()
      } else if (message.type === 'room') screen.room = message.room
      else if (message.type === 'result') {
        if (screen.received.has(message.envelope.id)) screen.duplicates++
        else screen.received.set(message.envelope.id, performance.now())
      }
    })
  })
  await new Promise((done, fail) => {
    socket.addEventListener('open', done)
    socket.addEventListener('error', fail)
  })
  socket.send(JSON.stringify({ type: 'hello', facilitatorKey }))
  await snapshot
  return screen
}

const addressOf = (index) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`

/** One attendee arrives: joins and starts. Returns the join's status (a 429 is counted, not waited out). */
async function arrive(origin, room, index, attendeeId) {
  const base = `${origin}/api/rooms/${room.code}`
  const joined = await postJson(`${base}/join`, { attendeeId }, addressOf(index))
  if (joined.status === 200) await postJson(`${base}/progress`, { attendeeId }, addressOf(index))
  return joined.error ?? joined.status
}

/** An attendee's card, sealed with the room's real encryption (before the clock starts: phones seal their own). */
async function sealedEnvelope(room, attendeeId, keys) {
  const id = crypto.randomUUID()
  const card = toBase64Url(crypto.getRandomValues(new Uint8Array(30)))
  const sealed = await sealCard({ card }, { roomPublicKey: keys.publicKey, code: room.code, resultId: id })
  return { id, attendeeId, source: 'phone', ...sealed }
}

/**
 * One attendee sends their sealed card, as the phone's outbox would: an answer that says "not now" (429, 5xx)
 * or no answer at all is tried again after its Retry-After (a second without one), up to RESEND_TRIES times,
 * under the same id. Returns when it was first sent, every answer's status, and the last one.
 */
async function sendCard(origin, room, index, envelope) {
  const sentAt = performance.now()
  const statuses = []
  for (let tries = 0; tries < RESEND_TRIES; tries++) {
    const answer = await postJson(`${origin}/api/rooms/${room.code}/results`, envelope, addressOf(index))
    statuses.push(answer.error ?? answer.status)
    if (answer.status !== 0 && answer.status !== 429 && answer.status < 500) break
    await sleep(answer.retryAfter * 1000)
  }
  return { id: envelope.id, sentAt, statuses, status: statuses.at(-1) }
}

/** Runs the scenario against the Worker serving `site` on `port`. */
export async function measureRoomLoad({ site = 'dist', port = 8799 } = {}) {
  const edge = await startEdge(site, port)
  const screens = []
  try {
    const keys = await makeRoomKeys()
    const created = await fetch(`${edge.origin}/api/rooms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '10.255.0.1' },
      body: JSON.stringify({ name: 'Bench room', publicKey: keys.publicKey }),
    })
    if (created.status !== 201) throw new Error(`Creating the room answered ${created.status}`)
    const room = await created.json()
    for (let index = 0; index < ROOM_LOAD.screens; index++) {
      screens.push(await connectScreen(edge.origin, room.code, room.facilitatorKey))
    }
    const attendees = Array.from({ length: ROOM_LOAD.attendees }, () => crypto.randomUUID())
    const envelopes = await Promise.all(attendees.map((attendeeId) => sealedEnvelope(room, attendeeId, keys)))
    const last = ROOM_LOAD.attendees - 1
    const started = performance.now()
    const at = (ms) => sleep(started + ms - performance.now())
    // Each attendee joins, then sends their card once everyone before them has: the room fills as a
    // workshop's would, only faster.
    const outcomes = await Promise.all(
      attendees.map(async (attendeeId, index) => {
        await at((index / last) * ROOM_LOAD.joinSpreadMs)
        const joinStatus = await arrive(edge.origin, room, index, attendeeId)
        await at(ROOM_LOAD.firstSendMs + (index / last) * (ROOM_LOAD.lastSendMs - ROOM_LOAD.firstSendMs))
        return { joinStatus, ...(await sendCard(edge.origin, room, index, envelopes[index])) }
      }),
    )
    const sendMs = Math.round(performance.now() - started)
    const joinStatuses = outcomes.map((outcome) => outcome.joinStatus)
    const sends = outcomes
    const deadline = performance.now() + SETTLE_MS
    while (
      performance.now() < deadline &&
      screens.some(
        (screen) =>
          screen.received.size < ROOM_LOAD.attendees || screen.room?.counts.finished < ROOM_LOAD.attendees,
      )
    ) {
      await sleep(100)
    }
    const latencies = sends.flatMap(({ id, sentAt }) =>
      screens.flatMap((screen) => (screen.received.has(id) ? [screen.received.get(id) - sentAt] : [])),
    )
    return {
      attendees: ROOM_LOAD.attendees,
      screens: ROOM_LOAD.screens,
      joinsPerMinute: ROOM_LOAD.joinsPerMinute,
      sendMs,
      accepted: sends.filter((send) => send.status === 201).length,
      /** Every answer other than 201 a result got, by status ("503": 2), resends included. */
      otherAnswers: countBy(sends.flatMap((send) => send.statuses.filter((status) => status !== 201))),
      joinAnswers: countBy(joinStatuses),
      joined: joinStatuses.filter((status) => status === 200).length,
      receivedPerScreen: screens.map((screen) => screen.received.size),
      duplicates: screens.reduce((sum, screen) => sum + screen.duplicates, 0),
      shownPerScreen: screens.map((screen) => screen.room?.counts.finished ?? 0),
      p50Ms: Math.round(percentile(latencies, 0.5)),
      p95Ms: Math.round(percentile(latencies, 0.95)),
      maxMs: Math.round(Math.max(...latencies)),
    }
  } finally {
    for (const screen of screens) screen.socket.close()
    await edge.stop()
  }
}

/** The scenario's checks, in the shape of the bench's other budgets. */
export function roomLoadChecks(rooms) {
  const path = '/api/rooms'
  const all = ROOM_LOAD.attendees
  const equal = (name, actual, expected) => ({
    route: path,
    name,
    actual,
    min: expected,
    pass: actual === expected,
  })
  return [
    equal('attendees joined', rooms?.joined ?? null, all),
    equal('results accepted (201)', rooms?.accepted ?? null, all),
    equal('results received at every screen', Math.min(...(rooms?.receivedPerScreen ?? [0])), all),
    equal('results received twice at a screen', rooms?.duplicates ?? null, 0),
    equal('results the screens show', Math.min(...(rooms?.shownPerScreen ?? [0])), all),
    {
      route: path,
      name: `all ${all} joined and sent within (ms)`,
      actual: rooms?.sendMs ?? null,
      max: ROOM_LOAD.windowMs,
      pass: rooms !== undefined && rooms.sendMs <= ROOM_LOAD.windowMs,
    },
    {
      route: path,
      name: 'send to screen, p95 (ms)',
      actual: rooms?.p95Ms ?? null,
      max: ROOM_LOAD.p95Ms,
      pass: rooms !== undefined && rooms.p95Ms <= ROOM_LOAD.p95Ms,
    },
  ]
}
