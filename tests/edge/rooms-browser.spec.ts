import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test'
import { superPowers } from '../../src/content/assessment/powers'
import { audienceCopy } from '../../src/content/facilitator/room-screen'
import {
  openRoomCopy,
  roomScreenCopy,
  tabletPassCopy,
  tabletRoomCopy,
} from '../../src/content/facilitator/room'
import { attendeeRoomCopy } from '../../src/content/join/attendee-room'
import { joiningCopy } from '../../src/content/join/joining'
import { roomApiErrors } from '../../src/content/room-errors'
import { attendeeCopy, pinErrors, pinGateCopy } from '../../src/content/facilitator/tablet'
import { addResultsCopy, importCopy, pasteCopy } from '../../src/content/facilitator/group'
import {
  answerCard,
  cardCounter,
  completeAssessment,
  counterText,
  fill,
  startAssessment,
  WCAG_TAGS,
} from '../e2e/assessment-helpers'
import { readStore } from '../e2e/device-store'
import { waitForHydration, waitForServiceWorker } from '../e2e/fixtures'
import { ROOM, shareLink } from '../e2e/group-fixtures'
import { decodeQr, PIN, startWorkshop, typePin } from '../e2e/workshop-helpers'
import { sealRoomCard } from '../../src/domain/room/room-crypto'
import { encodeSharedCard } from '../../src/domain/card/share-link'
import { phoneContext } from './room-helpers'
import { expect, test } from './edge-site'

const ROOM_NAME = 'Board day'
const ROOM_PIN = '1357'
const PROJECTOR = { width: 1920, height: 1080 }
/** The budget from a result leaving a phone to the room screen showing it. */
const LIVE_MS = 2000
/** Screenshots for people to look at, only when asked for (SHOTS_DIR=/some/folder). */
const SHOTS = process.env.SHOTS_DIR

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

const count = (screen: Page, which: 'joined' | 'midway' | 'finished') =>
  screen.getByTestId(`room-count-${which}`).locator('dd')

/** The reveal in the presenter's preview of the audience view: its sentences, every average and cloud. */
function reveal(screen: Page): Locator {
  return screen.getByTestId('room-preview').getByTestId('room-reveal')
}

/**
 * An attendee's phone. `installs`: its service worker installs, as on any real phone after the first visit,
 * so the app goes on working offline (the other phones skip its precaching, which the test does not need).
 */
async function newPhone(
  browser: Browser,
  baseURL: string,
  installs = false,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phoneContext(browser, baseURL, installs)
  return { context, page: await context.newPage() }
}

async function joinFromLink(phone: Page, link: string) {
  await phone.goto(link)
  await expect(phone.getByRole('heading', { name: `You are joining ${ROOM_NAME}` })).toBeVisible()
  await waitForHydration(phone)
  await phone.getByRole('button', { name: joiningCopy.start }).click()
  // The join page is the one start screen: MojoMe opens on its first card.
  await expect(cardCounter(phone)).toHaveText(counterText('motivation', 1))
}

/** Opens a room from /workshop on `screen`, with a PIN; returns its code once its screen is up. */
async function openRoom(screen: Page): Promise<string> {
  await screen.setViewportSize(PROJECTOR)
  await screen.goto('/workshop')
  await waitForHydration(screen)
  const form = screen.getByRole('form', { name: openRoomCopy.title })
  await form.getByLabel(openRoomCopy.labels.name).fill(ROOM_NAME)
  await form.getByLabel(openRoomCopy.labels.pin).fill(ROOM_PIN)
  await form.getByRole('button', { name: openRoomCopy.submit }).click()
  await expect(screen).toHaveURL(/\/room\/[2-9A-HJKMNP-Z]{6}$/)
  return (await screen.getByTestId('room-code').textContent())!
}

test('a room screen fills live from three phones and a tablet, survives a reload and is deleted', async ({
  page: screen,
  consoleWatch,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(420_000)
  const code = await openRoom(screen)
  await expect(screen.getByText(audienceCopy.hiddenTitle)).toBeVisible()
  await expect(screen.getByText(roomScreenCopy.live)).toBeVisible()
  await shot(screen, 'room-hidden-1920x1080')

  // The join link a phone's camera reads from the QR code: the code and, in the fragment, the room's key.
  const { publicKey } = (await (await request.get(`/api/rooms/${code}`)).json()) as { publicKey: string }
  const link = `/join/${code}#${publicKey}`

  const phones = await Promise.all([0, 1, 2].map((index) => newPhone(browser, baseURL!, index === 1)))
  const [a, b, c] = phones.map((phone) => phone.page) as [Page, Page, Page]
  await a.goto(link)
  await expect(a.getByRole('heading', { name: `You are joining ${ROOM_NAME}` })).toBeVisible()
  // A display name is the attendee's choice, and off until they ask for it.
  await expect(a.getByRole('checkbox', { name: joiningCopy.nameToggle })).not.toBeChecked()
  await expect(a.getByLabel(joiningCopy.nameLabel)).toHaveCount(0)
  await shot(a, 'join-390x844')
  const axeJoin = await new AxeBuilder({ page: a }).withTags(WCAG_TAGS).analyze()
  expect(axeJoin.violations).toEqual([])
  for (const phone of [a, b, c]) await joinFromLink(phone, link)
  await expect(count(screen, 'joined')).toHaveText('3', { timeout: LIVE_MS })

  // Locked, the room takes no one new and says so; those in it go on.
  await screen.getByRole('button', { name: roomScreenCopy.lock }).click()
  await expect(screen.getByText(roomScreenCopy.state.locked)).toBeVisible()
  const late = await newPhone(browser, baseURL!)
  await late.page.goto(link)
  await expect(late.page.getByRole('alert')).toHaveText(roomApiErrors.locked)
  await late.context.close()
  await screen.getByRole('button', { name: roomScreenCopy.unlock }).click()
  // The presenter's status line: the state, then how the screen keeps up.
  await expect(screen.getByText(`${roomScreenCopy.state.open} · `, { exact: false })).toBeVisible()

  await screen.getByRole('button', { name: roomScreenCopy.reveal }).click()
  await expect(screen.getByText(audienceCopy.emptyTitle)).toBeVisible()

  // Phone A: online throughout. Mid-way from its first answer; finished, and drawn, within 2 s.
  await answerCard(a, 'left', 'key')
  await expect(count(screen, 'midway')).toHaveText('1', { timeout: LIVE_MS })
  await completeAssessment(a, 'key', { powers: [superPowers[0]!, superPowers[1]!, superPowers[2]!] })
  await expect(a.getByTestId('room-result-status')).toHaveText(`Added to ${ROOM_NAME}`)
  await expect(count(screen, 'finished')).toHaveText('1', { timeout: LIVE_MS })
  // One card, or two, says nothing of anyone: the screen only counts them.
  await expect(screen.getByTestId('room-preview')).toContainText('1 card so far')
  await expect(reveal(screen)).toHaveCount(0)
  await a.getByTestId('room-result-status').scrollIntoViewIfNeeded()
  await shot(a, 'attendee-result-390x844')

  // Phone B finishes offline: told it waits, the room does not have it, and it arrives once back online.
  // Its service worker controls the page, so the rest of MojoMe and the result screen load with no network.
  await waitForServiceWorker(b)
  await b.context().setOffline(true)
  await completeAssessment(b, 'key', {
    motivationSide: () => 'right',
    fearSide: () => 'left',
    powers: [superPowers[5]!, superPowers[6]!, superPowers[7]!],
  })
  await expect(b.getByTestId('room-result-status')).toHaveText(attendeeRoomCopy.waiting)
  await b.getByTestId('room-result-status').scrollIntoViewIfNeeded()
  await shot(b, 'attendee-waiting-390x844')
  await expect(count(screen, 'finished')).toHaveText('1')
  await b.context().setOffline(false)
  await expect(count(screen, 'finished')).toHaveText('2', { timeout: LIVE_MS })
  await expect(b.getByTestId('room-result-status')).toHaveText(`Added to ${ROOM_NAME}`)
  await expect(screen.getByTestId('room-preview')).toContainText('2 cards so far', { timeout: LIVE_MS })

  // Phone C: online.
  await completeAssessment(c, 'key', { powers: [superPowers[5]!, superPowers[9]!, superPowers[10]!] })
  await expect(c.getByTestId('room-result-status')).toHaveText(`Added to ${ROOM_NAME}`)
  await expect(count(screen, 'finished')).toHaveText('3', { timeout: LIVE_MS })
  await expect(reveal(screen)).toBeVisible()
  await expect(
    reveal(screen)
      .getByRole('region', { name: audienceCopy.powers })
      .getByRole('listitem', {
        name: fill(audienceCopy.powerCount.other, { name: superPowers[5]!.name, count: 2 }),
      }),
  ).toBeVisible()

  // A workshop tablet linked to the room: one result made online, one offline, and one merged from a share
  // link while offline, after which the facilitator leaves the workshop page at once. Back online on MojoMe's
  // page, both of the offline ones reach the room.
  const tablet = await browser.newContext({
    reducedMotion: 'reduce',
    baseURL,
    viewport: { width: 1024, height: 768 },
    serviceWorkers: 'allow',
  })
  const tab = await tablet.newPage()
  await startWorkshop(tab)
  await waitForServiceWorker(tab)
  // The code alone, read off the projector, does not link a tablet: it takes the pass on the presenter view.
  const link_ = tab.getByRole('region', { name: tabletRoomCopy.title })
  await link_.getByLabel(tabletRoomCopy.label).fill(code.toLowerCase())
  await link_.getByLabel(tabletRoomCopy.passLabel).fill('ABCD-2345')
  await link_.getByRole('button', { name: tabletRoomCopy.link }).click()
  await expect(link_.getByLabel(tabletRoomCopy.passLabel)).toHaveAccessibleDescription(
    new RegExp(roomApiErrors['tablet-pass'].slice(0, 30)),
  )
  await expect(screen.getByTestId('tablet-pass')).toBeHidden()
  await screen.getByText(tabletPassCopy.show).click()
  const pass = (await screen.getByTestId('tablet-pass').textContent())!
  expect(pass).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
  await link_.getByLabel(tabletRoomCopy.passLabel).fill(pass.toLowerCase())
  await link_.getByRole('button', { name: tabletRoomCopy.link }).click()
  await expect(tab.getByTestId('tablet-room')).toContainText(ROOM_NAME)
  await startAssessment(tab)
  await completeAssessment(tab, 'key')
  await expect(tab.getByTestId('room-result-status')).toHaveText(`Sent to the room ${ROOM_NAME}`)
  await expect(count(screen, 'finished')).toHaveText('4', { timeout: LIVE_MS })

  await tablet.setOffline(true)
  await tab.getByRole('button', { name: attendeeCopy.next }).click()
  await tab.getByRole('button', { name: attendeeCopy.confirm }).click()
  await startAssessment(tab)
  await completeAssessment(tab, 'key', { fearSide: () => 'left' })
  await expect(tab.getByTestId('room-result-status')).toHaveText(
    `Will go to the room ${ROOM_NAME} when this tablet is back online`,
  )
  await tab.goto('/workshop')
  const pasteForm = tab.getByRole('form', { name: pasteCopy.title })
  const pinForm = tab.getByRole('form', { name: pinGateCopy.title })
  await expect(pasteForm.or(pinForm)).toBeVisible()
  if (await pinForm.isVisible()) await typePin(tab, PIN)
  await pasteForm.getByLabel(pasteCopy.label).fill(shareLink(baseURL!, ROOM[0]!))
  await pasteForm.getByRole('button', { name: pasteCopy.submit }).click()
  await expect(pasteForm.getByRole('status')).toContainText(addResultsCopy.added.one)
  await tab.goto('/mojo-me')
  await expect(count(screen, 'finished')).toHaveText('4')
  await tablet.setOffline(false)
  await expect(count(screen, 'finished')).toHaveText('6', { timeout: 10_000 })
  await shot(screen, 'room-revealed-1920x1080')

  // Everything is on the server (as ciphertext) and in the facilitator's keys: a reload shows it all.
  const beforeReload = await reveal(screen).textContent()
  await screen.reload()
  await expect(count(screen, 'finished')).toHaveText('6')
  // Three phones joined, and three people took MojoMe on the tablet.
  await expect(count(screen, 'joined')).toHaveText('6')
  await expect.poll(() => reveal(screen).textContent()).toEqual(beforeReload)
  await expect(screen.getByTestId('room-refused')).toHaveCount(0)
  const axeRoom = await new AxeBuilder({ page: screen }).withTags(WCAG_TAGS).analyze()
  expect(axeRoom.violations).toEqual([])

  // The room's export is a tablet's: the tablet imports it, and has only the phones' three cards to add.
  const [download] = await Promise.all([
    screen.waitForEvent('download'),
    screen.getByRole('button', { name: roomScreenCopy.exportJson }).click(),
  ])
  await tab.goto('/workshop')
  await expect(pasteForm.or(pinForm)).toBeVisible()
  if (await pinForm.isVisible()) await typePin(tab, PIN)
  const importSection = tab.getByRole('region', { name: importCopy.title })
  await importSection.getByLabel(importCopy.label).setInputFiles((await download.path())!)
  await importSection.getByRole('button', { name: importCopy.mergeAnyway }).click()
  await expect(importSection.getByRole('status')).toContainText(
    `${fill(addResultsCopy.added.other, { count: 3 })} ${fill(addResultsCopy.alreadyHere.other, { count: 3 })}`,
  )

  // End with "delete": the room is gone from the server. A poll already in flight may meet its 404.
  consoleWatch.allow(/status of 404/)
  await screen.getByRole('button', { name: roomScreenCopy.end }).click()
  const dialog = screen.getByRole('dialog', { name: roomScreenCopy.endTitle })
  await dialog.getByText(roomScreenCopy.endDelete).click()
  await dialog.getByRole('button', { name: roomScreenCopy.endConfirm }).click()
  // Deleting everything asks for the room's PIN first.
  await dialog.getByLabel(roomScreenCopy.endPin).fill(ROOM_PIN)
  await dialog.getByRole('button', { name: roomScreenCopy.endDelete }).click()
  await expect(screen).toHaveURL(/\/workshop$/)
  expect((await request.get(`/api/rooms/${code}`)).status()).toBe(404)

  for (const phone of phones) await phone.context.close()
  await tablet.close()
})

test('a room moves to a second device sealed, behind its PIN and a one-time code; a crafted link changes nothing', async ({
  page: screen,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000)
  const code = await openRoom(screen)
  await screen.getByRole('button', { name: roomScreenCopy.move }).click()
  const dialog = screen.getByRole('dialog', { name: roomScreenCopy.moveTitle })
  const keysQr = dialog.getByRole('img', { name: roomScreenCopy.moveQrLabel })
  await dialog.getByLabel(roomScreenCopy.movePin).fill('2468')
  await dialog.getByRole('button', { name: roomScreenCopy.moveShow }).click()
  await expect(dialog.getByText(pinErrors.wrong)).toBeVisible()
  await expect(keysQr).toHaveCount(0)
  await dialog.getByLabel(roomScreenCopy.movePin).fill(ROOM_PIN)
  await dialog.getByRole('button', { name: roomScreenCopy.moveShow }).click()
  // The QR code carries the keys sealed, never the keys; the code that opens them comes once it is gone.
  const address = await decodeQr(keysQr)
  expect(address).toMatch(new RegExp(`^${baseURL}/room/${code}#move\\.[\\w-]+\\.[\\w-]+\\.[\\w-]+$`))
  const stored = (await readStore<{ facilitatorKey: string; privateKey: string }>(screen, 'rooms', {
    key: code,
  }))!
  expect(address).not.toContain(stored.facilitatorKey)
  expect(address).not.toContain(stored.privateKey)
  await expect(dialog.getByTestId('move-secret')).toHaveCount(0)
  await dialog.getByRole('button', { name: roomScreenCopy.moveNext }).click()
  await expect(keysQr).toHaveCount(0)
  const secret = (await dialog.getByTestId('move-secret').textContent())!
  expect(secret).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/)
  await dialog.getByRole('button', { name: roomScreenCopy.close }).click()

  // On the facilitator's own device, a crafted keys link is ignored: the room still runs from its own keys.
  const crafted = await screen.context().newPage()
  await crafted.goto(`/room/${code}#${'A'.repeat(43)}.${'B'.repeat(60)}`)
  await expect(crafted.getByTestId('room-code')).toHaveText(code)
  await expect(crafted).toHaveURL(`${baseURL}/room/${code}`)
  await expect(crafted.getByText(roomScreenCopy.live)).toBeVisible()
  await crafted.close()

  // The second device's network lets no WebSocket through: its screen reads the room by polling.
  const second = await browser.newContext({ baseURL, viewport: PROJECTOR })
  const other = await second.newPage()
  await other.routeWebSocket(/\/api\/rooms\/\w+\/live$/, (socket) => socket.close())
  await other.goto(address)
  const receive = other.getByRole('form', { name: roomScreenCopy.receiveTitle })
  await expect(receive).toBeVisible()
  // The sealed keys are wiped from the address at once.
  await expect(other).toHaveURL(`${baseURL}/room/${code}`)
  await receive.getByLabel(roomScreenCopy.receiveLabel).fill('ABCDE-FGHJK')
  await receive.getByRole('button', { name: roomScreenCopy.receiveSubmit }).click()
  await expect(receive.getByText(roomScreenCopy.receiveErrors.wrong)).toBeVisible()
  await receive.getByLabel(roomScreenCopy.receiveLabel).fill(secret.toLowerCase())
  await receive.getByRole('button', { name: roomScreenCopy.receiveSubmit }).click()
  await expect(other.getByTestId('room-code')).toHaveText(code)
  await expect(other.getByText(roomScreenCopy.polling)).toBeVisible()
  await other.getByRole('button', { name: roomScreenCopy.reveal }).click()
  await expect(other.getByText(audienceCopy.emptyTitle)).toBeVisible()

  // A phone's card, sealed to the room's key as the app seals it, reaches the polling screen within 2 s.
  const { publicKey } = (await (await request.get(`/api/rooms/${code}`)).json()) as { publicKey: string }
  const attendeeId = crypto.randomUUID()
  const joined = await request.post(`/api/rooms/${code}/join`, { data: { attendeeId } })
  const { token } = (await joined.json()) as { token: string }
  const id = crypto.randomUUID()
  const sealed = await sealRoomCard({ card: encodeSharedCard(ROOM[1]!) }, { code, publicKey }, id)
  const sent = await request.post(`/api/rooms/${code}/results`, {
    data: { id, attendeeId, source: 'phone', ...sealed },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(sent.status()).toBe(201)
  await expect(count(other, 'finished')).toHaveText('1', { timeout: LIVE_MS })
  await expect(other.getByTestId('room-preview')).toContainText('1 card so far')
  // The first device, live over its WebSocket, shows the same.
  await expect(count(screen, 'finished')).toHaveText('1', { timeout: LIVE_MS })
  await second.close()
})

test('five phones behind one venue address fill a room screen, and a test card is removed from it', async ({
  page: screen,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000)
  const code = await openRoom(screen)
  await screen.getByRole('button', { name: roomScreenCopy.reveal }).click()
  const { publicKey } = (await (await request.get(`/api/rooms/${code}`)).json()) as { publicKey: string }
  // Every phone's requests to the room service come from the venue's one address.
  const phones = await Promise.all(
    [0, 1, 2, 3, 4].map(async () => {
      const context = await phoneContext(browser, baseURL!)
      await context.route('**/api/rooms/**', (route) =>
        route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': '198.51.100.77' } }),
      )
      return context
    }),
  )
  const pages = await Promise.all(phones.map((context) => context.newPage()))
  for (const phone of pages) await joinFromLink(phone, `/join/${code}#${publicKey}`)
  await expect(count(screen, 'joined')).toHaveText('5', { timeout: LIVE_MS })
  await Promise.all(
    pages.map(async (phone, index) => {
      await completeAssessment(phone, 'key', { fearSide: () => (index % 2 === 0 ? 'left' : 'right') })
      await expect(phone.getByTestId('room-result-status')).toHaveText(`Added to ${ROOM_NAME}`)
    }),
  )
  await expect(count(screen, 'finished')).toHaveText('5', { timeout: LIVE_MS })
  await shot(screen, 'room-venue-1920x1080')

  // One of them was a test: the facilitator removes it, and the screen says so.
  await screen.getByRole('button', { name: roomScreenCopy.remove }).click()
  const dialog = screen.getByRole('dialog', { name: roomScreenCopy.removeTitle })
  const cards = dialog.getByTestId('room-cards').getByRole('listitem')
  await expect(cards).toHaveCount(5)
  await cards.first().getByRole('button', { name: roomScreenCopy.removeOne }).click()
  await cards.first().getByRole('button', { name: roomScreenCopy.removeConfirm }).click()
  await expect(cards).toHaveCount(4)
  await dialog.getByRole('button', { name: roomScreenCopy.close }).click()
  await expect(count(screen, 'finished')).toHaveText('4', { timeout: LIVE_MS })
  await expect(screen.getByTestId('room-removed')).toHaveText(roomScreenCopy.removedCount.one)
  for (const context of phones) await context.close()
})
