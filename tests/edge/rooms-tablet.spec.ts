/**
 * A workshop tablet linked to a live room with the tablet pass from the presenter view: one result made
 * online, one offline, and one merged from a share link while offline, after which the facilitator leaves the
 * workshop page at once; back online, both offline ones reach the room. The room's export is then a tablet's:
 * the tablet imports it, and has only the phones' cards to add.
 */
import type { Page } from '@playwright/test'
import { roomScreenCopy, tabletPassCopy, tabletRoomCopy } from '../../src/content/facilitator/room'
import { roomApiErrors } from '../../src/content/room-errors'
import { attendeeCopy, pinGateCopy } from '../../src/content/facilitator/tablet'
import { addResultsCopy, importCopy, pasteCopy } from '../../src/content/facilitator/group'
import { encodeSharedCard } from '../../src/domain/card/share-link'
import { sealRoomCard } from '../../src/domain/room/room-crypto'
import { completeAssessment, fill, startAssessment } from '../e2e/assessment-helpers'
import { waitForServiceWorker } from '../e2e/fixtures'
import { ROOM, shareLink } from '../e2e/group-fixtures'
import { PIN, startWorkshop, typePin } from '../e2e/workshop-helpers'
import { expect, test } from './edge-site'
import { count, LIVE_MS, openRoom, ROOM_NAME, shot } from './room-screens'

/** Three phones' cards, sealed to the room's key as the app seals them. */
async function phonesSend(screen: Page, code: string, publicKey: string) {
  for (const card of ROOM.slice(1, 4)) {
    const attendeeId = crypto.randomUUID()
    const joined = await screen.request.post(`/api/rooms/${code}/join`, { data: { attendeeId } })
    const { token } = (await joined.json()) as { token: string }
    const id = crypto.randomUUID()
    const sealed = await sealRoomCard({ card: encodeSharedCard(card) }, { code, publicKey }, id)
    const sent = await screen.request.post(`/api/rooms/${code}/results`, {
      data: { id, attendeeId, source: 'phone', ...sealed },
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(sent.status()).toBe(201)
  }
}

test('a tablet linked with the room’s pass sends its results, offline ones once back, and imports the room', async ({
  page: screen,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const { code, publicKey } = await openRoom(screen)
  await screen.getByRole('button', { name: roomScreenCopy.reveal }).click()
  await phonesSend(screen, code, publicKey)
  await expect(count(screen, 'finished')).toHaveText('3', { timeout: LIVE_MS })

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
  // Three phones joined, and three people took MojoMe on the tablet.
  await expect(count(screen, 'joined')).toHaveText('6')
  await shot(screen, 'room-revealed-1920x1080')

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

  await tablet.close()
})
