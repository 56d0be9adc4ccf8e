/**
 * The limits per address that have a total per IPv6 /48 beside them: one sender often holds a whole /48, and
 * must not get the per-address limit once for each of its /64s.
 */
import { describe, expect, test } from 'vitest'
import { generateRoomKeys } from '../../src/domain/room/room-crypto'
import { encodeCardCode } from '../../src/domain/card/card-code'
import { FORM_RATE_LIMIT } from '../../src/domain/forms/form-submission'
import { TYPICAL_CARD } from '../unit/support/typical-card'
import { contactBody, postForm, rowsFrom, uniqueEmail } from './support/forms-api'
import { get, post } from './support/worker-api'

/** wrangler.jsonc's limits a minute: per address, and per /48. */
const ROOM_CREATIONS = { perAddress: 10, perNetwork: 20 }
const CARD_PICTURES = { perAddress: 30, perNetwork: 60 }

/** `count` requests at once, each from one of `networks` /64s of one /48, none past its own /64's limit. */
function fromOneNetwork(
  network: string,
  networks: number,
  count: number,
  send: (from: object) => Promise<Response>,
) {
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      send({ 'CF-Connecting-IP': `${network}:${(index % networks).toString(16)}::1` }),
    ),
  )
}

/**
 * The rate limiting bindings count in fixed one-minute windows, so a burst that crosses into the next window
 * gets up to twice the total through: `count` is more than that, and the test asks only that the /48's
 * total refused some that each /64's own limit would have let through.
 */
function expectNetworkTotal(answers: Response[], total: number) {
  const statuses = answers.map((answer) => answer.status)
  const through = statuses.filter((status) => status < 400).length
  expect(through).toBeGreaterThanOrEqual(total)
  expect(through).toBeLessThanOrEqual(2 * total)
  expect(statuses.filter((status) => status === 429).length).toBe(answers.length - through)
}

describe('per IPv6 /48', () => {
  test('rooms opened: a total for the /48, whatever its /64s', async () => {
    const { publicKey } = await generateRoomKeys()
    const networks = 6
    const answers = await fromOneNetwork(
      '2001:db8:a1',
      networks,
      networks * ROOM_CREATIONS.perAddress,
      (from) => post('/api/rooms', { name: 'Board day', publicKey }, from as Record<string, string>),
    )
    expectNetworkTotal(answers, ROOM_CREATIONS.perNetwork)
    // Another network opens its room as before.
    expect((await post('/api/rooms', { name: 'Board day', publicKey })).status).toBe(201)
  })

  test('card pictures drawn: a total for the /48, whatever its /64s', async () => {
    const networks = 5
    const count = 2 * CARD_PICTURES.perNetwork + networks
    expect(count / networks).toBeLessThan(CARD_PICTURES.perAddress)
    const codes = Array.from({ length: count }, (_, index) =>
      encodeCardCode({ ...TYPICAL_CARD, createdAt: TYPICAL_CARD.createdAt - (index + 500) * 60_000 }),
    )
    let next = 0
    const answers = await fromOneNetwork('2001:db8:a2', networks, count, (from) =>
      get(`/c/${codes[next++]}/card.png`, from as Record<string, string>),
    )
    expectNetworkTotal(answers, CARD_PICTURES.perNetwork)
  })

  test(`form submissions: ${FORM_RATE_LIMIT.submissionsPerNetwork} for the /48 in the window, sent at once from its /64s`, async () => {
    const email = uniqueEmail('network')
    const networks = 4
    const answers = await fromOneNetwork(
      '2001:db8:a3',
      networks,
      networks * FORM_RATE_LIMIT.submissions,
      (from) => postForm(contactBody(email), from as Record<string, string>),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(FORM_RATE_LIMIT.submissionsPerNetwork)
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      networks * FORM_RATE_LIMIT.submissions - FORM_RATE_LIMIT.submissionsPerNetwork,
    )
    expect(await rowsFrom(email)).toHaveLength(FORM_RATE_LIMIT.submissionsPerNetwork)
    // An IPv4 sender, or another /48, is not held up.
    expect((await postForm(contactBody(email))).status).toBe(201)
    expect((await postForm(contactBody(email), { 'CF-Connecting-IP': '2001:db8:a4::1' })).status).toBe(201)
  })
})
