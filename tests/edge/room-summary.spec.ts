// "You and the room": once the facilitator reveals a room of five cards or more, each phone that
// sent one shows its card beside the room's, sealed on the facilitator's device so the room keeps ciphertext.
import { readdirSync, readFileSync } from 'node:fs'
import { join as joinPath } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { superPowers } from '../../src/content/assessment/powers'
import { joiningCopy } from '../../src/content/join/joining'
import { openRoomCopy, roomScreenCopy } from '../../src/content/facilitator/room'
import { youAndRoomCopy } from '../../src/content/join/you-and-the-room'
import { sealRoomCard } from '../../src/domain/room/room-crypto'
import { type JoinResponse, type ServedSummary, SUMMARY_WITHHELD } from '../../src/domain/room/room-protocol'
import { generateMemberKeys, openRoomSummary } from '../../src/domain/room/room-summary-crypto'
import { encodeSharedCard } from '../../src/domain/card/share-link'
import { SETTLE_MS } from '../../src/features/facilitator/room/use-publish-summary'
import { ASK_EVERY_MS } from '../../src/features/join/use-room-summary'
import { completeAssessment, fill, WCAG_TAGS } from '../e2e/assessment-helpers'
import { readStore } from '../e2e/device-store'
import { waitForHydration } from '../e2e/fixtures'
import { ROOM } from '../e2e/group-fixtures'
import { EDGE_STATE } from './edge-settings.mjs'
import { expect, test } from './edge-site'
import { freshAddress, phoneContext, post } from './room-helpers'

const ROOM_NAME = 'Strategy day'
/** Screenshots for people to look at, only when asked for (SHOTS_DIR=/some/folder). */
const SHOTS = process.env.SHOTS_DIR
const ROOM_STORAGE = joinPath(EDGE_STATE, 'v3', 'do', 'think-first-RoomObject')

function storedBytes(): string {
  return readdirSync(ROOM_STORAGE)
    .map((file) => {
      try {
        return readFileSync(joinPath(ROOM_STORAGE, file)).toString('latin1')
      } catch {
        return ''
      }
    })
    .join('\n')
}

type MemberKeys = Awaited<ReturnType<typeof generateMemberKeys>>

/** A phone in the room by the API alone, as the app's phones join: with a key for the room's summary. */
interface ApiPhone {
  id: string
  token: string
  keys: MemberKeys
}

async function joinWithKey(request: APIRequestContext, code: string): Promise<ApiPhone> {
  const id = crypto.randomUUID()
  const keys = await generateMemberKeys()
  const response = await post(request, `/api/rooms/${code}/join`, {
    attendeeId: id,
    memberKey: keys.publicKey,
  })
  expect(response.status(), await response.text()).toBe(200)
  return { id, token: ((await response.json()) as JoinResponse).token, keys }
}

async function sendCard(
  request: APIRequestContext,
  room: { code: string; publicKey: string },
  phone: ApiPhone,
  index: number,
) {
  const id = crypto.randomUUID()
  const sealed = await sealRoomCard({ card: encodeSharedCard(ROOM[index]!) }, room, id)
  const response = await post(
    request,
    `/api/rooms/${room.code}/results`,
    { id, attendeeId: phone.id, source: 'phone', ...sealed },
    { Authorization: `Bearer ${phone.token}` },
  )
  expect(response.status(), await response.text()).toBe(201)
}

function askSummary(request: APIRequestContext, code: string, phone: ApiPhone) {
  return request.get(`/api/rooms/${code}/summary`, {
    headers: { 'CF-Connecting-IP': freshAddress(), Authorization: `Bearer ${phone.token}` },
  })
}

/**
 * Opens a room on the presenter's screen. Its clock, like each phone's, is the test's to move on: the presenter
 * publishes SETTLE_MS after the reveal, and a phone asks every ASK_EVERY_MS.
 */
async function openRoomScreen(screen: Page): Promise<{ code: string; publicKey: string }> {
  await screen.clock.install()
  await screen.goto('/workshop')
  await waitForHydration(screen)
  const form = screen.getByRole('form', { name: openRoomCopy.title })
  await form.getByLabel(openRoomCopy.labels.name).fill(ROOM_NAME)
  await form.getByLabel(openRoomCopy.labels.pin).fill('1357')
  await form.getByRole('button', { name: openRoomCopy.submit }).click()
  await expect(screen).toHaveURL(/\/room\/[2-9A-HJKMNP-Z]{6}$/)
  const code = (await screen.getByTestId('room-code').textContent())!
  const { publicKey } = (await (await screen.request.get(`/api/rooms/${code}`)).json()) as {
    publicKey: string
  }
  return { code, publicKey }
}

/** Lets the presenter's settling pass, then has the phone ask for its summary at once: the answer it got. */
async function askNow(screen: Page, phone: Page): Promise<unknown> {
  await screen.clock.fastForward(SETTLE_MS)
  const answered = phone.waitForResponse((response) => response.url().endsWith('/summary'))
  await phone.clock.fastForward(ASK_EVERY_MS)
  const answer = await answered
  return answer.status() === 204 ? null : answer.json()
}

/** A phone in a browser: joins from the QR code's link and finishes MojoMe, its card added to the room. */
async function browserPhone(browser: Browser, baseURL: string, room: { code: string; publicKey: string }) {
  const context = await phoneContext(browser, baseURL)
  await context.clock.install()
  const phone = await context.newPage()
  await phone.goto(`/join/${room.code}#${room.publicKey}`)
  await waitForHydration(phone)
  await phone.getByRole('button', { name: joiningCopy.start }).click()
  await completeAssessment(phone, 'key', { powers: [superPowers[0]!, superPowers[1]!, superPowers[2]!] })
  await expect(phone.getByTestId('room-result-status')).toHaveText(`Added to ${ROOM_NAME}`)
  return phone
}

test('with five cards, a phone shows itself beside the room after the reveal, and keeps it', async ({
  page: screen,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000)
  const room = await openRoomScreen(screen)
  const phone = await browserPhone(browser, baseURL!, room)
  const others = await Promise.all([0, 1, 2, 3].map(() => joinWithKey(request, room.code)))
  for (const [index, other] of others.entries()) await sendCard(request, room, other, index)
  await expect(screen.getByTestId('room-count-finished').locator('dd')).toHaveText('5')

  // Hidden, nothing is served; the phone shows only where its card went.
  expect((await askSummary(request, room.code, others[0]!)).status()).toBe(204)
  await expect(phone.getByTestId('you-and-the-room')).toHaveCount(0)

  await screen.getByRole('button', { name: roomScreenCopy.reveal }).click()
  const panel = phone.getByTestId('you-and-the-room')
  await expect.poll(() => askNow(screen, phone)).toHaveProperty('ciphertext')
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('heading', { name: youAndRoomCopy.heading })).toBeVisible()
  await expect(panel).toContainText(fill(youAndRoomCopy.intro, { total: 5 }))
  const drivers = panel.getByRole('region', { name: youAndRoomCopy.driversHeading })
  await expect(drivers.getByRole('listitem')).toHaveCount(5)
  // Each value is said in words, not only drawn.
  await expect(drivers.getByRole('listitem').first()).toContainText(/You \d+, room average \d+/)
  await expect(
    panel.getByRole('region', { name: youAndRoomCopy.fearsHeading }).getByRole('listitem'),
  ).toHaveCount(5)
  await expect(panel.getByRole('region', { name: youAndRoomCopy.powersHeading })).toBeVisible()
  const axe = await new AxeBuilder({ page: phone })
    .include('[data-testid="you-and-the-room"]')
    .withTags(WCAG_TAGS)
    .analyze()
  expect(axe.violations).toEqual([])
  await panel.scrollIntoViewIfNeeded()
  if (SHOTS) await panel.screenshot({ path: `${SHOTS}/you-and-the-room-390x844.png` })
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/you-and-the-room-page-390x844.png` })

  // Another phone opens the same summary with its own key: the five cards, and nothing of one person.
  const served = (await (await askSummary(request, room.code, others[0]!)).json()) as ServedSummary
  const summary = await openRoomSummary(served, others[0]!.keys.privateKey, room.code, others[0]!.id)
  expect(summary?.total).toBe(5)
  // The room keeps it sealed: its ciphertext, never the averages or the powers' names.
  await expect.poll(() => storedBytes().includes(served.ciphertext)).toBe(true)
  const stored = storedBytes()
  expect(stored).not.toContain('averages')
  for (const power of summary!.powers) expect(stored).not.toContain(power.name)

  // Hidden again, the room serves it no more; the phone keeps its own copy.
  await screen.getByRole('button', { name: roomScreenCopy.hide }).click()
  await expect.poll(async () => (await askSummary(request, room.code, others[0]!)).status()).toBe(204)
  await phone.reload()
  await expect(phone.getByTestId('you-and-the-room')).toBeVisible()

  // Shown again, then one card was a test: removed, it leaves four, too few to be shown. The room withholds the
  // summary that counted it, and the phone lets its copy go, from its storage too.
  await screen.getByRole('button', { name: roomScreenCopy.reveal }).click()
  await screen.getByRole('button', { name: roomScreenCopy.remove }).click()
  const removing = screen.getByRole('dialog', { name: roomScreenCopy.removeTitle })
  const cards = removing.getByTestId('room-cards').getByRole('listitem')
  await cards.first().getByRole('button', { name: roomScreenCopy.removeOne }).click()
  await cards.first().getByRole('button', { name: roomScreenCopy.removeConfirm }).click()
  await expect(cards).toHaveCount(4)
  await removing.getByRole('button', { name: roomScreenCopy.close }).click()
  await expect
    .poll(async () => (await askSummary(request, room.code, others[0]!)).json())
    .toEqual(SUMMARY_WITHHELD)
  // The phone lets its copy go after two withheld answers in a row.
  await expect
    .poll(async () => {
      await askNow(screen, phone)
      return phone.getByTestId('you-and-the-room').count()
    })
    .toBe(0)
  const kept = await readStore<{ summary?: unknown }>(phone, 'roomMemberships', { key: room.code })
  expect(kept).not.toBeNull()
  expect(kept!.summary).toBeUndefined()
  await phone.context().close()
})

test('with four cards, no phone is shown the room and nothing is published', async ({
  page: screen,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000)
  const room = await openRoomScreen(screen)
  const phone = await browserPhone(browser, baseURL!, room)
  const others = await Promise.all([0, 1, 2].map(() => joinWithKey(request, room.code)))
  for (const [index, other] of others.entries()) await sendCard(request, room, other, index)
  await expect(screen.getByTestId('room-count-finished').locator('dd')).toHaveText('4')
  await screen.getByRole('button', { name: roomScreenCopy.reveal }).click()
  await expect(screen.getByRole('button', { name: roomScreenCopy.hide })).toBeVisible()
  // The presenter's settling has passed, and the phone has asked since: nothing was sealed to anyone.
  await expect.poll(() => askNow(screen, phone)).toEqual(SUMMARY_WITHHELD)
  expect(await (await askSummary(request, room.code, others[0]!)).json()).toEqual(SUMMARY_WITHHELD)
  await expect(phone.getByTestId('you-and-the-room')).toHaveCount(0)
  await phone.context().close()
})
