/**
 * How quickly a facilitator's group view of a big workshop appears: a workshop with 500 results is seeded
 * into the device's database; then, at 1x CPU, the time from the unlocked page appearing (its "Running:"
 * heading, drawn with the group view) to the first frame with the whole summary (the participant count and
 * both score tables): reading 500 results, summing them up and drawing them. The PIN's check before it and
 * the charts, which load their library afterwards, are not counted.
 */
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/chromium.mjs'
import { median } from './lighthouse-audit.mjs'
import { productModule } from './product-module.mjs'

// A result with other score keys than the share format's is refused as damaged.
const { SHARE_SCORE_ORDER } = await productModule('src/domain/card/share-link-format.ts')

const PARTICIPANTS = Number(process.env.GROUP_PARTICIPANTS ?? 500)
const LOADS = 5
const PIN = '2468'

/** Plausible results for one workshop, spread over the score range and the powers. */
function results(workshopId) {
  return Array.from({ length: PARTICIPANTS }, (_, index) => ({
    uuid: crypto.randomUUID(),
    workshopId,
    scores: Object.fromEntries(
      SHARE_SCORE_ORDER.map((key, keyIndex) => [key, (index * 7 + keyIndex * 13) % 101]),
    ),
    powers: [0, 1, 2].map((offset) => {
      const id = `power-${(index + offset * 5) % 24}`
      return { id, name: id }
    }),
    expertise: `Field ${index % 40}`,
    motivationCounts: { left: 9, right: 9 },
    fearCounts: { left: 6, right: 6 },
    durationSeconds: 200 + (index % 90),
    createdAt: 1_760_000_000_000 + index * 60_000,
    deckVersion: 1,
  }))
}

/** In the page: ms from the unlocked page's heading to the frame after the group's summary is complete. */
function armProbe({ unlockedText, participantsText }) {
  return new Promise((resolve) => {
    let start = 0
    const observer = new MutationObserver(() => {
      const text = document.querySelector('main')?.textContent ?? ''
      if (!start && text.includes(unlockedText)) start = performance.now()
      const tables = document.querySelectorAll('main table').length
      if (start && text.includes(participantsText) && tables >= 2) {
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
      }
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  })
}

/** The room card's two downloads (src/content/facilitator/room-screen.ts's roomCardCopy). */
const ROOM_CARD_FILES = [
  { file: 'png', button: 'Download picture (PNG)' },
  { file: 'pdf', button: 'Download PDF' },
]
const ROOM_CARD_PRESSES = 3

/**
 * The room's card from the unlocked group view: for each file, from the press to the download, the median of
 * the presses after the first (which loads the drawing code, or jspdf).
 */
async function timeRoomCard(page) {
  const made = {}
  for (const { file, button } of ROOM_CARD_FILES) {
    const samples = []
    for (let press = 0; press <= ROOM_CARD_PRESSES; press++) {
      const started = Date.now()
      await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])
      if (press > 0) samples.push(Date.now() - started)
    }
    made[file] = { medianMs: median(samples), samples }
  }
  return made
}

/** The median over several loads, and every sample, in milliseconds; then the room card's files, timed. */
export async function measureGroupView(origin) {
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(`${origin}/workshop`)
    const form = page.getByRole('form', { name: 'Start a workshop' })
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__react')),
    )
    await form.getByLabel('Workshop name').fill('Bench workshop')
    await form.getByLabel('This tablet').fill('Bench tablet')
    await form.getByLabel('PIN', { exact: true }).fill(PIN)
    await form.getByLabel('Repeat the PIN').fill(PIN)
    await form.getByRole('button').click()
    // The facilitator's page opens unlocked; each load below starts from the locked page, as after a hand-over.
    await page.getByRole('button', { name: 'Lock', exact: true }).click()
    await page.getByRole('form', { name: 'Facilitator PIN' }).waitFor()
    const workshopId = await page.evaluate(() => localStorage.getItem('think-first:workshop-id'))
    await page.evaluate(
      (rows) =>
        new Promise((resolve, reject) => {
          const request = indexedDB.open('think-first')
          request.onerror = () => reject(request.error)
          request.onsuccess = () => {
            const transaction = request.result.transaction('results', 'readwrite')
            for (const row of rows) transaction.objectStore('results').put(row)
            transaction.oncomplete = () => resolve(undefined)
            transaction.onerror = () => reject(transaction.error)
          }
        }),
      results(workshopId),
    )
    const samples = []
    let roomCard
    for (let load = 0; load < LOADS; load++) {
      await page.reload()
      const gate = page.getByRole('form', { name: 'Facilitator PIN' })
      await gate.getByLabel('PIN').fill(PIN)
      const probe = page.evaluate(armProbe, {
        unlockedText: 'Running: Bench workshop',
        participantsText: `${PARTICIPANTS} participants`,
      })
      await gate.getByRole('button').click()
      samples.push(Math.round(await probe))
      if (load === LOADS - 1) roomCard = await timeRoomCard(page)
      await page.getByRole('button', { name: 'Lock', exact: true }).click()
    }
    return { medianMs: median(samples), samples, participants: PARTICIPANTS, roomCard }
  } finally {
    await browser.close()
  }
}
