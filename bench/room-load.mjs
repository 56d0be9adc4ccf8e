/**
 * A live room under a large workshop's load, on the local runtime (`wrangler dev`: workerd, the room's
 * Durable Object, SQLite), while 3 room screens are connected over WebSockets: 300 simulated attendees, each
 * from their own address, join and start (paced as the room's limit of 120 joins a minute allows, as people
 * arriving would be, a 429 waited out as Retry-After says), then send their cards, sealed with the room's
 * real encryption, all within 60 seconds. Measured: that every result arrives exactly once at every screen,
 * that the screens end showing all of them, and the time from sending a result to each screen receiving it.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { WebSocket } from 'undici'
import { makeRoomKeys, sealCard, toBase64Url } from '../scripts/room-crypto.mjs'
import { OFFLINE_WRANGLER_ENV } from '../scripts/wrangler.mjs'

export const ROOM_LOAD = { attendees: 300, screens: 3, sendWindowMs: 60_000, spreadMs: 50_000, p95Ms: 2000 }
/** Joins a minute the bench paces itself to, under the room's limit of 120. */
const JOINS_PER_MINUTE = 115
const SUBPROTOCOL = 'think-first-room'
/** How long the screens may take, after the last result was sent, to receive everything. */
const SETTLE_MS = 15_000

const sleep = (ms) => new Promise((done) => setTimeout(done, ms))

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? null
}

/** `wrangler dev` serving the Worker with `site` as its assets, on a fresh local state; resolves when ready. */
async function startEdge(site, port) {
  const state = await mkdtemp(join(tmpdir(), 'room-bench-'))
  const args = ['dev', '--local', '--assets', site, '--port', String(port), '--persist-to', state]
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

function postJson(url, body, address) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address },
    body: JSON.stringify(body),
  })
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

/** One attendee arrives: joins and starts, waiting out a 429 as its Retry-After says. */
async function arrive(origin, room, index, attendeeId) {
  const base = `${origin}/api/rooms/${room.code}`
  for (;;) {
    const joined = await postJson(`${base}/join`, { attendeeId }, addressOf(index))
    await joined.text()
    if (joined.status !== 429) {
      await (await postJson(`${base}/progress`, { attendeeId }, addressOf(index))).text()
      return joined.status
    }
    await sleep(Number(joined.headers.get('Retry-After') ?? 1) * 1000)
  }
}

/** One attendee sends their sealed card; returns when it was sent and how it was answered. */
async function sendCard(origin, room, index, attendeeId, keys) {
  const id = crypto.randomUUID()
  const card = toBase64Url(crypto.getRandomValues(new Uint8Array(30)))
  const sealed = await sealCard({ card }, { roomPublicKey: keys.publicKey, code: room.code, resultId: id })
  const envelope = { id, attendeeId, source: 'phone', ...sealed }
  const sentAt = performance.now()
  const answer = await postJson(`${origin}/api/rooms/${room.code}/results`, envelope, addressOf(index))
  await answer.text()
  return { id, sentAt, status: answer.status }
}

/** Runs the scenario against the Worker serving `site` on `port`. */
export async function measureRoomLoad({ site = 'dist', port = 8799 } = {}) {
  const edge = await startEdge(site, port)
  const screens = []
  try {
    const keys = await makeRoomKeys()
    const created = await postJson(
      `${edge.origin}/api/rooms`,
      { name: 'Bench room', publicKey: keys.publicKey },
      '10.255.0.1',
    )
    if (created.status !== 201) throw new Error(`Creating the room answered ${created.status}`)
    const room = await created.json()
    for (let index = 0; index < ROOM_LOAD.screens; index++) {
      screens.push(await connectScreen(edge.origin, room.code, room.facilitatorKey))
    }
    const attendees = Array.from({ length: ROOM_LOAD.attendees }, () => crypto.randomUUID())
    const joinStatuses = await Promise.all(
      attendees.map(async (attendeeId, index) => {
        await sleep((index * 60_000) / JOINS_PER_MINUTE)
        return arrive(edge.origin, room, index, attendeeId)
      }),
    )
    const started = performance.now()
    const sends = await Promise.all(
      attendees.map(async (attendeeId, index) => {
        await sleep((index / ROOM_LOAD.attendees) * ROOM_LOAD.spreadMs)
        return sendCard(edge.origin, room, index, attendeeId, keys)
      }),
    )
    const sendMs = Math.round(performance.now() - started)
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
      sendMs,
      accepted: sends.filter((send) => send.status === 201).length,
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
      name: `all ${all} sent within (ms)`,
      actual: rooms?.sendMs ?? null,
      max: ROOM_LOAD.sendWindowMs,
      pass: rooms !== undefined && rooms.sendMs <= ROOM_LOAD.sendWindowMs,
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
