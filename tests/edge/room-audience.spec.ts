import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { readFile, writeFile } from 'node:fs/promises'
import { superPowers } from '../../src/content/assessment/powers'
import { sealRoomCard } from '../../src/domain/room/room-crypto'
import { audienceCopy, roomCardCopy } from '../../src/content/facilitator/room-screen'
import { openRoomCopy, roomScreenCopy } from '../../src/content/facilitator/room'
import { startWorkshopCopy } from '../../src/content/facilitator/tablet'
import type { AssessmentResult } from '../../src/domain/assessment/assessment-types'
import { revealRoom } from '../../src/domain/room/room-reveal'
import { encodeSharedCard } from '../../src/domain/card/share-link'
import { WCAG_TAGS } from '../e2e/assessment-helpers'
import { readStore } from '../e2e/device-store'
import { waitForHydration } from '../e2e/fixtures'
import { participant, ROOM, SCORE_KEYS } from '../e2e/group-fixtures'
import { pageText, readPdf } from '../e2e/pdf-text'
import { expect, test } from './edge-site'

const ROOM_NAME = 'Strategy offsite'
const PROJECTORS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const
/** Screenshots for people to look at, only when asked for (SHOTS_DIR=/some/folder). */
const SHOTS = process.env.SHOTS_DIR

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

/** Opens a room from /workshop; returns its code once the presenter view is up. */
async function openRoom(presenter: Page): Promise<string> {
  await presenter.goto('/workshop')
  await waitForHydration(presenter)
  const form = presenter.getByRole('form', { name: openRoomCopy.title })
  await form.getByLabel(openRoomCopy.labels.name).fill(ROOM_NAME)
  await form.getByRole('button', { name: openRoomCopy.submit }).click()
  await expect(presenter).toHaveURL(/\/room\/[2-9A-HJKMNP-Z]{6}$/)
  return (await presenter.getByTestId('room-code').textContent())!
}

/** Sends `cards` as phones would: each joins, seals its card to the room's key and posts it. */
async function sendCards(request: APIRequestContext, code: string, cards: readonly AssessmentResult[]) {
  const { publicKey } = (await (await request.get(`/api/rooms/${code}`)).json()) as { publicKey: string }
  for (const card of cards) {
    const attendeeId = crypto.randomUUID()
    const joined = await request.post(`/api/rooms/${code}/join`, { data: { attendeeId } })
    const { token } = (await joined.json()) as { token: string }
    const id = crypto.randomUUID()
    const sealed = await sealRoomCard({ card: encodeSharedCard(card) }, { code, publicKey }, id)
    const sent = await request.post(`/api/rooms/${code}/results`, {
      data: { id, attendeeId, source: 'phone', ...sealed },
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(sent.status()).toBe(201)
  }
}

/** The smallest type on the page, in pixels, over every piece of text it shows. */
function smallestText(page: Page): Promise<number> {
  return page.evaluate(() => {
    const sizes: number[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement
      if (parent && walker.currentNode.textContent!.trim() && parent.checkVisibility())
        sizes.push(parseFloat(getComputedStyle(parent).fontSize))
    }
    return Math.min(...sizes)
  })
}

/** What the audience window must never hold: the room's private key and its facilitator key. */
async function roomKeys(page: Page, code: string): Promise<string[]> {
  const room = await readStore<{ privateKey: string; facilitatorKey: string }>(page, 'rooms', { key: code })
  if (!room) throw new Error(`No room ${code} is kept on this device`)
  return [room.privateKey, room.facilitatorKey]
}

async function expectClean(audience: Page, keys: readonly string[]) {
  for (const role of ['link', 'button', 'menu', 'navigation', 'banner', 'contentinfo', 'textbox'] as const)
    await expect(audience.getByRole(role), role).toHaveCount(0)
  const html = await audience.content()
  for (const key of keys) expect(html).not.toContain(key)
  for (const size of PROJECTORS) {
    await audience.setViewportSize(size)
    // Read from 10 m: every piece of text at least 2.5 % of the screen's height, once the window has taken
    // its new size (a resize reaches the page a frame or more later).
    await expect.poll(() => smallestText(audience)).toBeGreaterThanOrEqual(size.height * 0.025)
    // Laid out again for the new size, nothing runs past the screen.
    await expect
      .poll(() => audience.evaluate(() => document.documentElement.scrollHeight > innerHeight))
      .toBe(false)
  }
  await audience.setViewportSize(PROJECTORS[0])
}

test('the audience view shows the room alone and follows the presenter: reveal, lock, end', async ({
  page: presenter,
  request,
}) => {
  test.setTimeout(180_000)
  await presenter.setViewportSize({ width: 1440, height: 900 })
  const code = await openRoom(presenter)
  const keys = await roomKeys(presenter, code)

  // The presenter opens the audience view in a window of its own, as it would go to the projector.
  const [audience] = await Promise.all([
    presenter.context().waitForEvent('page'),
    presenter.getByRole('button', { name: roomScreenCopy.openAudience }).click(),
  ])
  await expect(audience).toHaveURL(new RegExp(`/audience/${code}$`))
  await audience.setViewportSize(PROJECTORS[0])
  await expect(audience.getByTestId('join-code')).toHaveText(code)
  await expect(audience.getByRole('img', { name: `QR code to join the room ${ROOM_NAME}` })).toBeVisible()
  await expect(audience.getByText(audienceCopy.hiddenText)).toBeVisible()
  await expectClean(audience, keys)
  await shot(audience, 'audience-lobby-1920x1080')

  // Five known cards: the lobby counts them, the reveal says the room in sentences.
  await sendCards(request, code, ROOM.slice(0, 5))
  await expect(audience.getByText('5 cards are in')).toBeVisible({ timeout: 5000 })
  await presenter.getByRole('button', { name: roomScreenCopy.reveal }).click()
  const sentences = audience.getByTestId('room-sentences')
  await expect(sentences).toContainText('Most of this room is driven by curiosity: 3 of 5')
  await expect(sentences).toContainText('Most of this room worries about making mistakes: 3 of 5')
  // The fifth card's own top worries tie: said in words, and counted for none.
  await expect(sentences).toContainText('1 person is torn between two or more')
  const reveal = revealRoom(ROOM.slice(0, 5))!
  await expect(audience.getByTestId('room-reveal')).toContainText(reveal.agree)
  await expect(audience.getByTestId('room-reveal')).toContainText(reveal.differ)
  await expect(audience.getByRole('region', { name: audienceCopy.powers }).getByRole('listitem')).toHaveCount(
    reveal.powers.length,
  )
  await expect(audience.getByRole('region', { name: audienceCopy.expertise })).toContainText('Logistics')
  // While the room is open, its way in stays in the corner.
  await expect(audience.getByTestId('join-code')).toHaveText(code)
  await expectClean(audience, keys)
  await shot(audience, 'audience-reveal-1920x1080')
  await audience.setViewportSize(PROJECTORS[1])
  await shot(audience, 'audience-reveal-1280x720')
  await audience.setViewportSize(PROJECTORS[0])
  expect((await new AxeBuilder({ page: audience }).withTags(WCAG_TAGS).analyze()).violations).toEqual([])
  await shot(presenter, 'presenter-1440x900')

  // A sixth card turns the tie the other way: two drivers lead together, said as a tie.
  await sendCards(request, code, [ROOM[5]!, ROOM[6]!])
  await expect(sentences).toContainText(revealRoom(ROOM.slice(0, 7))!.motivation, { timeout: 5000 })

  // Locked: no QR code and no code, "Room locked" instead.
  await presenter.getByRole('button', { name: roomScreenCopy.lock }).click()
  await expect(audience.getByText(audienceCopy.locked)).toBeVisible({ timeout: 5000 })
  await expect(audience.getByTestId('room-join')).toHaveCount(0)
  await presenter.getByRole('button', { name: roomScreenCopy.hide }).click()
  await expect(audience.getByTestId('room-locked')).toBeVisible({ timeout: 5000 })
  await expect(audience.getByTestId('join-code')).toHaveCount(0)

  // Ended (the cards kept): no QR code, no code, nothing inviting anyone in.
  await presenter.getByRole('button', { name: roomScreenCopy.end }).click()
  const dialog = presenter.getByRole('dialog', { name: roomScreenCopy.endTitle })
  await dialog.getByRole('button', { name: roomScreenCopy.endConfirm }).click()
  await expect(audience.getByText(audienceCopy.ended)).toBeVisible({ timeout: 5000 })
  await expect(audience.getByRole('img')).toHaveCount(0)
  await expect(audience.locator('body')).not.toContainText(code)
  await expectClean(audience, keys)
  await shot(audience, 'audience-ended-1920x1080')
})

/** Thirty cards choosing every super-power between them, each with expertise of its own. */
function bigRoom(): AssessmentResult[] {
  const fields = ['Logistics', 'Biology', 'Marine', 'Teaching', 'Accounting', 'Nursing', 'Law', 'Design']
  return Array.from({ length: 30 }, (_, index) => {
    const like = ROOM[index % ROOM.length]!
    const powers = [0, 1, 5].map((step) => superPowers[(index + step) % superPowers.length]!.id)
    const expertise = `${fields[index % fields.length]} ${index < fields.length ? '' : `Area${index}`}`.trim()
    return participant(
      100 + index,
      SCORE_KEYS.map((key) => like.scores[key]),
      powers,
      expertise,
    )
  })
}

/** The words `cloud` shows, and those it shows cut off (its list clips what overflows). */
function cloudWords(cloud: Locator): Promise<{ shown: number; clipped: string[] }> {
  return cloud.locator('ul').evaluate((list) => {
    const box = list.getBoundingClientRect()
    const shown = [...list.children].filter((item) => !(item as HTMLElement).hidden)
    const clipped = shown.filter((item) => {
      const word = item.getBoundingClientRect()
      return word.bottom > box.bottom + 1 || word.right > box.right + 1
    })
    return { shown: shown.length, clipped: clipped.map((item) => item.textContent ?? '') }
  })
}

test('a full room’s reveal shows every super-power chosen, and its expertise as far as it fits, on both projectors', async ({
  page: presenter,
  request,
}) => {
  test.setTimeout(180_000)
  await presenter.setViewportSize({ width: 1440, height: 900 })
  const code = await openRoom(presenter)
  const cards = bigRoom()
  await sendCards(request, code, cards)
  const [audience] = await Promise.all([
    presenter.context().waitForEvent('page'),
    presenter.getByRole('button', { name: roomScreenCopy.openAudience }).click(),
  ])
  await expect(audience.getByText(`${cards.length} cards are in`)).toBeVisible({ timeout: 10_000 })
  await presenter.getByRole('button', { name: roomScreenCopy.reveal }).click()
  const reveal = revealRoom(cards)!
  expect(reveal.powers).toHaveLength(superPowers.length)
  const powers = audience.getByRole('region', { name: audienceCopy.powers })
  const expertise = audience.getByRole('region', { name: audienceCopy.expertise })
  await expect(powers.getByRole('listitem')).toHaveCount(superPowers.length)
  for (const size of PROJECTORS) {
    await audience.setViewportSize(size)
    // Every power, whole; as much of the expertise as fits, most common first, no word cut off.
    await expect.poll(() => cloudWords(powers)).toEqual({ shown: superPowers.length, clipped: [] })
    await expect.poll(async () => (await cloudWords(expertise)).clipped).toEqual([])
    expect((await cloudWords(expertise)).shown).toBeGreaterThanOrEqual(8)
    await expect.poll(() => smallestText(audience)).toBeGreaterThanOrEqual(size.height * 0.025)
    await shot(audience, `audience-full-room-${size.width}x${size.height}`)
  }
})

test("the room's card downloads as a 1920x1080 picture and a one-page PDF (npm run bench times them)", async ({
  page: presenter,
  request,
}) => {
  await presenter.setViewportSize({ width: 1440, height: 900 })
  const code = await openRoom(presenter)
  await sendCards(request, code, ROOM.slice(0, 5))
  await expect(presenter.getByTestId('room-count-finished').locator('dd')).toHaveText('5', { timeout: 5000 })

  /** Presses `name` and waits for its file. */
  async function press(name: string) {
    const [file] = await Promise.all([
      presenter.waitForEvent('download'),
      presenter.getByRole('button', { name }).click(),
    ])
    return { file, path: (await file.path())! }
  }
  // Each pressed twice, as the bench does: the first press loads its code (the drawing, or jspdf).
  await press(roomCardCopy.png)
  await press(roomCardCopy.pdf)
  const picture = await press(roomCardCopy.png)
  const bytes = await readFile(picture.path)
  if (SHOTS) await writeFile(`${SHOTS}/room-card-1920x1080.png`, bytes)
  // The PNG's header: its width and height, big-endian, after the signature and the IHDR chunk's head.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1920, 1080])
  expect(bytes.length).toBeLessThan(1_000_000)
  expect(picture.file.suggestedFilename()).toMatch(/^strategy-offsite-room-card-\d{4}-\d{2}-\d{2}\.png$/)

  const document = await press(roomCardCopy.pdf)
  const pages = await readPdf(await readFile(document.path))
  expect(pages).toHaveLength(1)
  const text = pageText(pages[0]!)
  expect(text).toContain(ROOM_NAME)
  expect(text).toContain('Most of this room is driven by curiosity: 3 of 5')
  expect(text).toContain(audienceCopy.powers)
})

test('/workshop leads with "Open a live room" at 1366x768, the tablet set-up second', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/workshop')
  await waitForHydration(page)
  const lead = page.getByRole('main').getByRole('link', { name: openRoomCopy.title })
  await expect(lead).toBeInViewport()
  const room = page.getByRole('form', { name: openRoomCopy.title })
  const tablets = page.getByRole('form', { name: startWorkshopCopy.title })
  expect((await room.boundingBox())!.y).toBeLessThan((await tablets.boundingBox())!.y)
  await lead.click()
  await expect(room.getByLabel(openRoomCopy.labels.name)).toBeInViewport()
})
