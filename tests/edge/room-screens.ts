/**
 * What the live-room browser specs share: a room opened from /workshop on a projector-sized screen, the
 * presenter view's counts and reveal, and attendees' phones joining from the link the QR code carries.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test'
import { openRoomCopy } from '../../src/content/facilitator/room'
import { joiningCopy } from '../../src/content/join/joining'
import { cardCounter, counterText } from '../e2e/assessment-helpers'
import { waitForHydration } from '../e2e/fixtures'
import { phoneContext } from './room-helpers'
import { expect } from './edge-site'

export const ROOM_NAME = 'Board day'
export const ROOM_PIN = '1357'
export const PROJECTOR = { width: 1920, height: 1080 }
/** The budget from a result leaving a phone to the room screen showing it. */
export const LIVE_MS = 2000
/** Screenshots for people to look at, only when asked for (SHOTS_DIR=/some/folder). */
const SHOTS = process.env.SHOTS_DIR

export async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

export const count = (screen: Page, which: 'joined' | 'midway' | 'finished') =>
  screen.getByTestId(`room-count-${which}`).locator('dd')

/** The reveal in the presenter's preview of the audience view: its sentences, every average and cloud. */
export function reveal(screen: Page): Locator {
  return screen.getByTestId('room-preview').getByTestId('room-reveal')
}

/**
 * An attendee's phone. `installs`: its service worker installs, as on any real phone after the first visit,
 * so the app goes on working offline (the other phones skip its precaching, which the test does not need).
 */
export async function newPhone(
  browser: Browser,
  baseURL: string,
  installs = false,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phoneContext(browser, baseURL, installs)
  return { context, page: await context.newPage() }
}

export async function joinFromLink(phone: Page, link: string, name = ROOM_NAME) {
  await phone.goto(link)
  await expect(phone.getByRole('heading', { name: `You are joining ${name}` })).toBeVisible()
  await waitForHydration(phone)
  await phone.getByRole('button', { name: joiningCopy.start }).click()
  // The join page is the one start screen: MojoMe opens on its first card.
  await expect(cardCounter(phone)).toHaveText(counterText('motivation', 1))
}

/**
 * Opens a room from /workshop on `screen` (with the PIN unless `pin` is empty, for `people` when given);
 * returns its code and the join link its QR code carries once its screen is up.
 */
export async function openRoom(
  screen: Page,
  { name = ROOM_NAME, pin = ROOM_PIN, people }: { name?: string; pin?: string; people?: string } = {},
): Promise<{ code: string; link: string; publicKey: string }> {
  await screen.setViewportSize(PROJECTOR)
  await screen.goto('/workshop')
  await waitForHydration(screen)
  const form = screen.getByRole('form', { name: openRoomCopy.title })
  await form.getByLabel(openRoomCopy.labels.name).fill(name)
  if (people !== undefined) await form.getByLabel(openRoomCopy.labels.capacity).fill(people)
  if (pin) await form.getByLabel(openRoomCopy.labels.pin).fill(pin)
  await form.getByRole('button', { name: openRoomCopy.submit }).click()
  await expect(screen).toHaveURL(/\/room\/[2-9A-HJKMNP-Z]{6}$/)
  const code = (await screen.getByTestId('room-code').textContent())!
  const { publicKey } = (await (await screen.request.get(`/api/rooms/${code}`)).json()) as {
    publicKey: string
  }
  // The join link a phone's camera reads from the QR code: the code and, in the fragment, the room's key.
  return { code, publicKey, link: `/join/${code}#${publicKey}` }
}
