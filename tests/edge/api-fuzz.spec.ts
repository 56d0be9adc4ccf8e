import { request as httpRequest } from 'node:http'
import { encodeCardCode } from '../../src/domain/card/card-code'
import { ROOM_CODE_ALPHABET } from '../../src/domain/room/room-protocol'
import { ROOM } from '../e2e/group-fixtures'
import { ROOM_ACTIONS } from '../../edge/room-path'
import { EDGE_PORT } from './edge-settings.mjs'
import { expect, test } from './edge-site'
import { asFacilitator, envelopeFor } from '../unit/support/room-members'
import { join, openRoom } from './room-helpers'

/**
 * Ten thousand requests of every shape to what the Worker answers itself (/api/* and /c/*): malformed paths
 * and escapes, every method, wrong and missing headers, broken, huge and hostile bodies, forged tokens and
 * sockets. Not one may be answered 500 or more, and every /api answer refusing it is JSON that says why
 * without the Worker's internals. The seed is printed, so a failure can be replayed (FUZZ_SEED); FUZZ_REQUESTS
 * and FUZZ_CONCURRENCY change how many and how many at once.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000)
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 24)

/** A small seeded generator (mulberry32), so a run can be replayed from its seed. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T
  return { next, int, pick }
}

type Random = ReturnType<typeof generator>

interface Fixtures {
  code: string
  facilitatorKey: string
  phoneToken: string
  tabletToken: string
  envelope: Record<string, unknown>
  cardCode: string
}

const ESCAPES = ['%ZZ', '%', '%E0%A4%A', '%00', '%FF', '%C0%AF', '%2F', '%%', '%u0041', '%0A', '%E2%80%AE']
/** The room's own actions, one it does not have, and none. */
const ACTIONS = [...ROOM_ACTIONS, 'delete', '']

function noise(random: Random, length: number): string {
  const characters = "abcXYZ019-_.~!$&'()*+,;=:@ é漢🙂"
  return Array.from({ length }, () => random.pick([...characters])).join('')
}

/** Noise a header may carry: visible ASCII only. */
function headerNoise(random: Random, length: number): string {
  return Array.from({ length }, () => String.fromCharCode(33 + random.int(94))).join('')
}

function randomCode(random: Random): string {
  return Array.from({ length: 6 }, () => ROOM_CODE_ALPHABET[random.int(ROOM_CODE_ALPHABET.length)]).join('')
}

function mangle(random: Random, segment: string): string {
  switch (random.int(6)) {
    case 0:
      return segment + random.pick(ESCAPES)
    case 1:
      return random.pick(ESCAPES) + segment
    case 2:
      return noise(random, 1 + random.int(40))
    case 3:
      return segment.repeat(1 + random.int(300))
    case 4:
      return encodeURIComponent(noise(random, 8))
    default:
      return segment
  }
}

function randomPath(random: Random, fixtures: Fixtures): string {
  const code = random.pick([
    fixtures.code,
    fixtures.code.toLowerCase(),
    randomCode(random),
    'ZZZZZ0',
    'check',
  ])
  const shapes = [
    '/api/forms',
    '/api/rooms',
    `/api/rooms/${code}`,
    `/api/rooms/${code}/${random.pick(ACTIONS)}`,
    `/api/rooms/${code}/results?after=${random.pick(['0', '-1', '1e309', 'x', '99999999999999999999', ''])}`,
    '/api/rooms/check',
    '/api/rooms/check/live',
    `/api/${noise(random, 6)}`,
    `/c/${random.pick([fixtures.cardCode, noise(random, 12), fixtures.cardCode.slice(0, 10)])}`,
    `/c/${random.pick([fixtures.cardCode, noise(random, 12)])}/card.png`,
    `/c/${random.pick([fixtures.cardCode, noise(random, 12)])}/${noise(random, 4)}`,
  ]
  const path = random.pick(shapes)
  if (random.next() < 0.5) return path
  const parts = path.split('/')
  const index = 1 + random.int(parts.length - 1)
  parts[index] = mangle(random, parts[index] ?? '')
  return random.next() < 0.1 ? parts.join('//') : parts.join('/')
}

/** What no request line may carry raw (spaces, other scripts) goes escaped; broken escapes stay broken. */
function requestTarget(path: string): string {
  return path.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character))
}

function randomJson(random: Random, depth = 0): unknown {
  switch (depth > 3 ? random.int(4) : random.int(7)) {
    case 0:
      return random.pick([null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2])
    case 1:
      return noise(random, random.int(30))
    case 2:
      return random.int(1000) - 500
    case 3:
      return random.pick(['', '\u0000', '\u202e', 'x'.repeat(3000)])
    case 4:
      return Array.from({ length: random.int(5) }, () => randomJson(random, depth + 1))
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(6) }, () => [
          random.pick([
            'id',
            'attendeeId',
            'source',
            'name',
            'publicKey',
            'keep',
            'revealed',
            'locked',
            'device',
            'kind',
            'fields',
            '__proto__',
            noise(random, 4),
          ]),
          randomJson(random, depth + 1),
        ]),
      )
  }
}

function randomBody(random: Random, fixtures: Fixtures): Buffer | undefined {
  switch (random.int(8)) {
    case 0:
      return undefined
    case 1:
      return Buffer.from(JSON.stringify(randomJson(random)))
    case 2: {
      // A real card envelope with one field changed.
      const envelope: Record<string, unknown> = { ...fixtures.envelope, id: crypto.randomUUID() }
      envelope[random.pick(Object.keys(envelope))] = randomJson(random)
      return Buffer.from(JSON.stringify(envelope))
    }
    case 3:
      return Buffer.from(Array.from({ length: random.int(200) }, () => random.int(256)))
    case 4:
      return Buffer.from('{"id": ' + noise(random, 20))
    case 5:
      return Buffer.alloc(random.pick([9 * 1024, 70 * 1024, 200 * 1024]), 'x')
    case 6:
      return Buffer.from(
        JSON.stringify({ name: noise(random, random.int(120)), publicKey: noise(random, 87) }),
      )
    default:
      return Buffer.from(
        JSON.stringify({
          id: crypto.randomUUID(),
          kind: random.pick(['contact', 'intake', 'x']),
          createdAt: 'now',
          fields: randomJson(random),
        }),
      )
  }
}

function randomHeaders(random: Random, fixtures: Fixtures): Record<string, string> {
  const headers: Record<string, string> = {
    'CF-Connecting-IP': random.pick([
      `10.200.${random.int(250)}.${random.int(250)}`,
      `2001:db8:${random.int(9999).toString(16)}::${random.int(9999).toString(16)}`,
      'not-an-address',
      // Never empty: the local runtime fills an empty or missing address with the test machine's own,
      // which the browser tests beside this one share; a guesser there would slow them down.
      headerNoise(random, 12),
    ]),
  }
  const type = random.pick([
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=latin1',
    'text/plain',
    'application/x-www-form-urlencoded',
    '',
    headerNoise(random, 10),
  ])
  if (type) headers['Content-Type'] = type
  const bearer = random.pick([
    null,
    fixtures.facilitatorKey,
    fixtures.phoneToken,
    fixtures.tabletToken,
    fixtures.phoneToken.slice(0, -1),
    `p.${crypto.randomUUID()}.${'A'.repeat(43)}`,
    headerNoise(random, 50),
  ])
  if (bearer !== null) headers.Authorization = random.next() < 0.9 ? `Bearer ${bearer}` : bearer
  if (random.next() < 0.3)
    headers['Idempotency-Key'] = random.pick([crypto.randomUUID(), headerNoise(random, 10)])
  if (random.next() < 0.05) headers.Range = 'bytes=0-10'
  if (random.next() < 0.05) headers['If-None-Match'] = '"x"'
  return headers
}

interface Answer {
  status: number
  contentType: string
  body: string
}

/**
 * What `wrangler dev`'s own proxy answers when its pooled connection to the Worker broke under it. Under this
 * load an earlier request's body, answered before it was read, sometimes leaves that connection unusable; the
 * request that next takes it fails with this text before the Worker sees it. Only the local proxy says it (the
 * Worker's own failures are JSON), and no real edge has that proxy, so such a request is sent once more.
 */
const LOCAL_PROXY_FAILURE = 'Your worker restarted mid-request.'
/** At most this share of requests may meet it, so a Worker that breaks its connections still fails. */
const LOCAL_PROXY_FAILURE_SHARE = 0.005

function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
  upgrade = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const extra: Record<string, string> = upgrade
      ? {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        }
      : {}
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: EDGE_PORT,
        method,
        path,
        // A connection of its own each: the local runtime's front server takes what follows an answer sent
        // before its request's body has all arrived as the next request, which no real edge does.
        agent: false,
        headers: { ...headers, ...extra },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8').slice(0, 2000),
          }),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('upgrade', (_response, socket) => {
      socket.destroy()
      resolve({ status: 101, contentType: '', body: '' })
    })
    outgoing.on('error', reject)
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error(`No answer to ${method} ${path}`)))
    outgoing.end(body)
  })
}

test('ten thousand malformed requests to /api and /c: none is answered 500 or more, nor with internals', async ({
  request,
}) => {
  test.setTimeout(300_000)
  const room = await openRoom(request, 'Fuzz room')
  const phone = await join(request, room)
  const tablet = await join(request, room, 'tablet')
  const fixtures: Fixtures = {
    code: room.code,
    facilitatorKey: asFacilitator(room).Authorization.slice('Bearer '.length),
    phoneToken: phone.token,
    tabletToken: tablet.token,
    envelope: await envelopeFor(room, phone),
    cardCode: encodeCardCode(ROOM[0]!),
  }
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
  console.log(`api fuzz seed: ${seed} (FUZZ_SEED=${seed} replays it)`)
  const random = generator(seed)
  const failures: string[] = []
  const statuses = new Map<number, number>()
  let sent = 0
  let proxyFailures = 0

  async function worker() {
    while (sent < REQUESTS) {
      sent++
      const method = random.pick(['GET', 'GET', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'])
      const path = requestTarget(randomPath(random, fixtures))
      const headers = randomHeaders(random, fixtures)
      const body = method === 'GET' || method === 'HEAD' ? undefined : randomBody(random, fixtures)
      const upgrade = method === 'GET' && path.includes('live') && random.next() < 0.5
      const attempt = () =>
        send(method, path, headers, body, upgrade).catch((error: Error): Answer => ({
          status: 0,
          contentType: '',
          body: error.message,
        }))
      let answer = await attempt()
      if (answer.status === 503 && answer.body.startsWith(LOCAL_PROXY_FAILURE)) {
        proxyFailures++
        answer = await attempt()
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      const internals = /\bat\s+\S+\s+\(|Error:|TypeError|RangeError|URIError|\.ts:\d+/.test(answer.body)
      const api = path.startsWith('/api/')
      const unexplained =
        api &&
        answer.status >= 400 &&
        (!answer.contentType.includes('application/json') || !answer.body.includes('"error"'))
      if (answer.status >= 500 || answer.status === 0 || internals || (unexplained && method !== 'HEAD'))
        failures.push(
          `${answer.status} ${method} ${path} ${JSON.stringify(headers)} → ${answer.body.slice(0, 200)}`,
        )
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  console.log('api fuzz statuses:', Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))
  console.log(`sent again after the local proxy failed: ${proxyFailures}`)
  expect(failures.slice(0, 20)).toEqual([])
  expect(proxyFailures).toBeLessThanOrEqual(REQUESTS * LOCAL_PROXY_FAILURE_SHARE)
  expect(sent).toBeGreaterThanOrEqual(REQUESTS)
})
