/**
 * A live room's keys moved to the facilitator's second device: sealed in a QR code behind the room's PIN and
 * a one-time code, a crafted link changing nothing, and the second screen following the room by polling.
 */
import { audienceCopy } from '../../src/content/facilitator/room-screen'
import { roomScreenCopy } from '../../src/content/facilitator/room'
import { pinErrors } from '../../src/content/facilitator/tablet'
import { encodeSharedCard } from '../../src/domain/card/share-link'
import { sealRoomCard } from '../../src/domain/room/room-crypto'
import { readStore } from '../e2e/device-store'
import { ROOM } from '../e2e/group-fixtures'
import { decodeQr } from '../e2e/workshop-helpers'
import { expect, test } from './edge-site'
import { count, LIVE_MS, openRoom, PROJECTOR, ROOM_PIN } from './room-screens'

test('a room moves to a second device sealed, behind its PIN and a one-time code; a crafted link changes nothing', async ({
  page: screen,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000)
  const { code, publicKey } = await openRoom(screen)
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
