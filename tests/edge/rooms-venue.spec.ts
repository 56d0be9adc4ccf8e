/**
 * Five phones behind one venue address fill a room screen, and the facilitator removes a test card from it.
 */
import { roomScreenCopy } from '../../src/content/facilitator/room'
import { completeAssessment } from '../e2e/assessment-helpers'
import { expect, test } from './edge-site'
import { phoneContext } from './room-helpers'
import { count, joinFromLink, LIVE_MS, openRoom, ROOM_NAME, shot } from './room-screens'

test('five phones behind one venue address fill a room screen, and a test card is removed from it', async ({
  page: screen,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const { link } = await openRoom(screen)
  await screen.getByRole('button', { name: roomScreenCopy.reveal }).click()
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
  for (const phone of pages) await joinFromLink(phone, link)
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
