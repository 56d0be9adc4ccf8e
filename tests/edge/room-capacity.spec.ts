/**
 * A room's size and its phones, as the facilitator runs them on the presenter view: a room opened for one
 * tells the second phone it is full until the facilitator raises it, and removing a phone takes its cards
 * off the screen and keeps it from sending another.
 */
import AxeBuilder from '@axe-core/playwright'
import { openRoomCopy, roomScreenCopy } from '../../src/content/facilitator/room'
import { joiningCopy } from '../../src/content/join/joining'
import { roomApiErrors } from '../../src/content/room-errors'
import { encodeSharedCard } from '../../src/domain/card/share-link'
import { sealRoomCard } from '../../src/domain/room/room-crypto'
import { fill } from '../../src/lib/format'
import { cardCounter, counterText, WCAG_TAGS } from '../e2e/assessment-helpers'
import { waitForHydration } from '../e2e/fixtures'
import { ROOM } from '../e2e/group-fixtures'
import { expect, test } from './edge-site'
import { freshAddress, phoneContext } from './room-helpers'
import { count, openRoom } from './room-screens'

const ROOM_NAME = 'Small group'
/** Screenshots for people to look at, only when asked for (SHOTS_DIR=/some/folder). */
const SHOTS = process.env.SHOTS_DIR

test('a room opened for one: the second phone is told it is full, and gets in once the facilitator raises it', async ({
  page: screen,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // A capacity that is not a number of people is refused on the form, before any room is opened.
  await screen.goto('/workshop')
  await waitForHydration(screen)
  const form = screen.getByRole('form', { name: openRoomCopy.title })
  await expect(form.getByLabel(openRoomCopy.labels.capacity)).toHaveValue('200')
  await form.getByLabel(openRoomCopy.labels.name).fill(ROOM_NAME)
  await form.getByLabel(openRoomCopy.labels.capacity).fill('0')
  await form.getByRole('button', { name: openRoomCopy.submit }).click()
  await expect(form.getByLabel(openRoomCopy.labels.capacity)).toHaveAccessibleDescription(
    /Give a whole number of people from 1 to 500/,
  )
  await expect(screen).toHaveURL(/\/workshop$/)

  const { link } = await openRoom(screen, { name: ROOM_NAME, pin: '', people: '1' })
  const joined = screen.getByTestId('room-count-joined')
  await expect(joined.locator('dt')).toHaveText(fill(roomScreenCopy.counts.joinedOf, { capacity: 1 }))

  const phones = await Promise.all([0, 1].map(() => phoneContext(browser, baseURL!)))
  const [first, second] = await Promise.all(phones.map((context) => context.newPage()))
  for (const phone of [first!, second!]) {
    await phone.goto(link)
    await waitForHydration(phone)
  }
  await first!.getByRole('button', { name: joiningCopy.start }).click()
  await expect(cardCounter(first!)).toHaveText(counterText('motivation', 1))
  await expect(count(screen, 'joined')).toHaveText('1')
  await expect(screen.getByTestId('room-at-capacity')).toHaveText(roomScreenCopy.capacityFull)

  await second!.getByRole('button', { name: joiningCopy.start }).click()
  await expect(second!.getByRole('alert')).toHaveText(roomApiErrors['room-at-capacity'])
  if (SHOTS) await second!.screenshot({ path: `${SHOTS}/room-full-phone.png` })
  if (SHOTS) await screen.screenshot({ path: `${SHOTS}/room-full-presenter.png` })

  // The facilitator raises it; the phone that was turned away tries again and is in.
  const capacity = screen.getByRole('form', { name: roomScreenCopy.capacityLabel })
  await capacity.getByLabel(roomScreenCopy.capacityLabel).fill('2')
  await capacity.getByRole('button', { name: roomScreenCopy.capacitySet }).click()
  await expect(joined.locator('dt')).toHaveText(fill(roomScreenCopy.counts.joinedOf, { capacity: 2 }))
  await expect(screen.getByTestId('room-at-capacity')).toBeHidden()
  await second!.getByRole('button', { name: joiningCopy.retry }).click()
  await second!.getByRole('button', { name: joiningCopy.start }).click()
  await expect(cardCounter(second!)).toHaveText(counterText('motivation', 1))
  await expect(count(screen, 'joined')).toHaveText('2')

  const axe = await new AxeBuilder({ page: screen }).withTags(WCAG_TAGS).analyze()
  expect(axe.violations).toEqual([])
  for (const context of phones) await context.close()
})

test('removing a phone with its card takes all its cards off the screen, and it can send no other', async ({
  page: screen,
  request,
}) => {
  const { code, publicKey } = await openRoom(screen, { name: ROOM_NAME, pin: '' })
  // A stranger with the code sends junk from a phone of their own.
  const venue = { 'CF-Connecting-IP': freshAddress() }
  const attendeeId = crypto.randomUUID()
  const joined = await request.post(`/api/rooms/${code}/join`, { data: { attendeeId }, headers: venue })
  const { token } = (await joined.json()) as { token: string }
  const send = async (index: number) => {
    const id = crypto.randomUUID()
    const sealed = await sealRoomCard({ card: encodeSharedCard(ROOM[index]!) }, { code, publicKey }, id)
    return request.post(`/api/rooms/${code}/results`, {
      data: { id, attendeeId, source: 'phone', ...sealed },
      headers: { ...venue, Authorization: `Bearer ${token}` },
    })
  }
  for (const index of [0, 1]) expect((await send(index)).status()).toBe(201)
  await expect(count(screen, 'finished')).toHaveText('2')

  await screen.getByRole('button', { name: roomScreenCopy.remove }).click()
  const dialog = screen.getByRole('dialog', { name: roomScreenCopy.removeTitle })
  const cards = dialog.getByTestId('room-cards').getByRole('listitem')
  await expect(cards).toHaveCount(2)
  await dialog.getByLabel(roomScreenCopy.removePhone).check()
  await expect(dialog.getByLabel(roomScreenCopy.removePhone)).toHaveAccessibleDescription(
    roomScreenCopy.removePhoneHint,
  )
  const axe = await new AxeBuilder({ page: screen }).include('dialog').withTags(WCAG_TAGS).analyze()
  expect(axe.violations).toEqual([])
  if (SHOTS) await screen.screenshot({ path: `${SHOTS}/room-remove-phone.png` })
  await cards.first().getByRole('button', { name: roomScreenCopy.removeOne }).click()
  await cards.first().getByRole('button', { name: roomScreenCopy.removeConfirm }).click()
  // Both of its cards go, the one chosen and the other.
  await expect(cards).toHaveCount(0)
  await dialog.getByRole('button', { name: roomScreenCopy.close }).click()
  await expect(count(screen, 'finished')).toHaveText('0')
  await expect(count(screen, 'joined')).toHaveText('0')
  await expect(screen.getByTestId('room-removed')).toHaveText(
    fill(roomScreenCopy.removedCount.other, { count: 2 }),
  )
  const refused = await send(2)
  expect(refused.status()).toBe(403)
  expect(((await refused.json()) as { error: string }).error).toBe('revoked')
})
