import {
  groupPowersCopy,
  groupScoresCopy,
  groupViewCopy,
  importCopy,
} from '../../src/content/facilitator/group'
import { audienceCopy, roomCardCopy, showToRoomCopy } from '../../src/content/facilitator/room-screen'
import { revealRoom } from '../../src/domain/room/room-reveal'
import { readFile } from 'node:fs/promises'
import { groupExpertiseCopy, groupHighlightsCopy } from '../../src/content/facilitator/group'
import { scoreLabels } from '../../src/content/assessment/scores'
import type { AssessmentResult } from '../../src/domain/assessment/assessment-types'
import { expect, test } from './fixtures'
import { exportFile, participant, SCORE_KEYS } from './group-fixtures'
import { overlappingTexts, pageText, readPdf } from './pdf-text'
import { startWorkshop, WORKSHOP } from './workshop-helpers'
import type { Page } from '@playwright/test'

const POWERS = ['pattern-spotter', 'logic-laser', 'story-alchemist', 'data-whisperer', 'empathy-radar']

/** A room of `count` with varied scores, powers and expertise. */
function room(count: number): AssessmentResult[] {
  const steps = [0, 17, 33, 50, 67, 83, 100]
  return Array.from({ length: count }, (_, index) =>
    participant(
      2000 + index,
      SCORE_KEYS.map((_, key) => steps[(index * 3 + key * 5 + (index >> 2)) % steps.length]!),
      POWERS.slice(index % 4),
      `Area ${index % 12}`,
    ),
  )
}

async function openGroupOf(page: Page, count: number, cards = room(count)): Promise<void> {
  await startWorkshop(page)
  await page
    .getByRole('region', { name: importCopy.title })
    .getByLabel(importCopy.label)
    .setInputFiles(exportFile(cards, 'room.json'))
  // The two radars and the powers' bars, drawn.
  await expect(
    page.getByRole('region', { name: groupViewCopy.title, exact: true }).getByRole('img'),
  ).toHaveCount(3)
}

const HEADINGS = [
  groupViewCopy.title,
  groupHighlightsCopy.title,
  groupScoresCopy.motivation.title,
  groupScoresCopy.fear.title,
  groupPowersCopy.title,
  groupExpertiseCopy.title,
]

for (const count of [5, 30]) {
  for (const format of ['A4', 'Letter'] as const) {
    test(`the group of ${count} prints on ${format}: every heading once, rows whole, nothing off the page, no blank page`, async ({
      page,
    }) => {
      await openGroupOf(page, count)
      await page.emulateMedia({ media: 'print' })
      // Each chart stays inside its panel, whatever size it was drawn at on screen.
      for (const chart of await page.locator('canvas').all()) {
        const [box, panel] = await chart.evaluate((canvas) =>
          [canvas, canvas.closest('section')!].map((element) => element.getBoundingClientRect().toJSON()),
        )
        expect(box.left).toBeGreaterThanOrEqual(panel.left)
        expect(box.right).toBeLessThanOrEqual(panel.right)
        expect(box.bottom).toBeLessThanOrEqual(panel.bottom)
      }
      const pages = await readPdf(await page.pdf({ format, printBackground: true }))
      expect(pages.length, 'pages').toBeLessThanOrEqual(3)
      for (const [index, sheet] of pages.entries()) {
        expect(sheet.texts.length, `text on page ${index + 1}`).toBeGreaterThan(0)
        expect(overlappingTexts(sheet), `text drawn over text on page ${index + 1}`).toEqual([])
        for (const run of sheet.texts) {
          expect(run.x, run.text).toBeGreaterThanOrEqual(0)
          expect(run.x, run.text).toBeLessThan(sheet.width)
          expect(run.y, run.text).toBeGreaterThan(0)
          expect(run.y, run.text).toBeLessThan(sheet.height)
        }
      }
      const texts = pages.map(pageText)
      for (const heading of HEADINGS)
        expect(
          texts.filter((text) => text.includes(heading)),
          heading,
        ).toHaveLength(1)
      expect(texts.join(' ')).toContain(`${WORKSHOP}, started`)
      // Each score table row is on one page with all seven of its cells: the label, then six numbers.
      for (const label of Object.values(scoreLabels)) {
        const rows = pages.flatMap((sheet) =>
          sheet.texts
            .filter((run) => run.text === label)
            .map((head) =>
              sheet.texts.filter((run) => Math.abs(run.y - head.y) < 4 && /^\d+(\.\d)?$/.test(run.text)),
            )
            .filter((cells) => cells.length > 0),
        )
        expect(
          rows.map((cells) => cells.length),
          `${label}'s row`,
        ).toEqual([6])
      }
    })
  }
}

test('"Show to the room" fills a 1920x1080 screen with the room screen in large type, and no one by name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 })
  await openGroupOf(page, 30)
  await page.getByRole('button', { name: showToRoomCopy.open }).click()
  const screen = page.getByRole('dialog', { name: WORKSHOP })
  await expect(screen).toBeVisible()
  expect(await screen.boundingBox()).toEqual({ x: 0, y: 0, width: 1920, height: 1080 })
  const count = screen.getByText('30 cards', { exact: true })
  await expect(count).toBeVisible()
  await expect(screen.getByTestId('room-sentences')).toContainText(' of 30')
  const powers = screen.getByRole('region', { name: audienceCopy.powers }).getByRole('listitem')
  await expect(powers).toHaveCount(POWERS.length)
  // Read from 10 m: every piece of text at least 2.5 % of the screen's height.
  const smallest = await screen.evaluate((root) => {
    const sizes: number[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement
      if (parent && walker.currentNode.textContent!.trim() && !parent.closest('form'))
        sizes.push(parseFloat(getComputedStyle(parent).fontSize))
    }
    return Math.min(...sizes)
  })
  expect(smallest).toBeGreaterThanOrEqual(1080 * 0.025)
  // Everything shows at once: nothing scrolls, nothing sticks out.
  for (const part of [count, powers.last(), screen.getByTestId('room-sentences')]) {
    const box = (await part.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(1080)
    expect(box.x + box.width).toBeLessThanOrEqual(1920)
  }
  // Expertise as words, never a person's whole answer; no tables, no way to join a tablet's group.
  await expect(screen.getByRole('region', { name: audienceCopy.expertise })).toContainText('Area')
  await expect(screen).not.toContainText('Area 0')
  await expect(screen.getByRole('table')).toHaveCount(0)
  await expect(screen.getByTestId('room-join')).toHaveCount(0)

  // The projected screen shows no control until the pointer moves, or the keyboard reaches it.
  const controls = screen.getByTestId('room-screen-controls')
  const close = screen.getByRole('button', { name: showToRoomCopy.close })
  await expect(controls).toHaveCSS('opacity', '0')
  await page.mouse.move(960, 540)
  await expect(controls).toHaveCSS('opacity', '1')
  await expect(controls).toHaveCSS('opacity', '0', { timeout: 6000 })
  await page.keyboard.press('Tab')
  await expect(close).toBeFocused()
  await expect(controls).toHaveCSS('opacity', '1')

  await page.keyboard.press('Escape')
  await expect(screen).toBeHidden()
  await expect(page.getByRole('button', { name: showToRoomCopy.open })).toBeFocused()
})

test("the tablets' group view downloads the room's card as a 1920x1080 picture and a one-page PDF", async ({
  page,
}) => {
  await openGroupOf(page, 12)
  const download = async (name: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name }).click(),
    ])
    return readFile((await file.path())!)
  }
  const picture = await download(roomCardCopy.png)
  expect([picture.readUInt32BE(16), picture.readUInt32BE(20)]).toEqual([1920, 1080])
  const pages = await readPdf(await download(roomCardCopy.pdf))
  expect(pages).toHaveLength(1)
  expect(pageText(pages[0]!)).toContain(revealRoom(room(12))!.motivation)
  // Nothing runs off the page: the card count sits inside the right margin.
  const count = pages[0]!.texts.find((run) => run.text === '12 cards')!
  expect(count.x + count.width).toBeLessThanOrEqual(pages[0]!.width - 24)
  for (const run of pages[0]!.texts) expect(run.x + run.width, run.text).toBeLessThanOrEqual(pages[0]!.width)
})

test("the room's card PDF shows expertise Helvetica cannot set as a picture, never as garbled text", async ({
  page,
}) => {
  const cards = room(12).map((card, index) => (index < 8 ? { ...card, expertise: '都市計画' } : card))
  await openGroupOf(page, 12, cards)
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: roomCardCopy.pdf }).click(),
  ])
  const bytes = await readFile((await file.path())!)
  const [only] = await readPdf(bytes)
  const text = pageText(only!)
  // The rest of the page is still text; the expertise heading is, and the words under it are a picture.
  expect(text).toContain(revealRoom(cards)!.motivation)
  expect(text).toContain(audienceCopy.expertise)
  const below = only!.texts.filter((run) => run.text !== audienceCopy.expertise)
  const heading = only!.texts.find((run) => run.text === audienceCopy.expertise)!
  expect(below.filter((run) => run.y < heading.y && run.y > heading.y - 30)).toEqual([])
  expect(bytes.toString('latin1')).toContain('/Subtype /Image')
})
