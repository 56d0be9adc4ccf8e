/**
 * The share dialog's first name and "Hide my watch-out": what the visitor chooses there is what the link,
 * the images' QR codes and the PDF carry, and it stays with the card.
 */
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { resultsCopy } from '../../src/content/assessment'
import { shareCopy } from '../../src/content/share'
import { decodeCardCode } from '../../src/domain/card/card-code'
import { scoreHeadline, tipText, watchOutText } from '../../src/domain/card/card-text'
import { participant } from './group-fixtures'
import { expect, test } from './fixtures'
import { keepOwnCard, storedCard } from './own-card'
import { pageText, readPdf } from './pdf-text'

const CARD = participant(
  2,
  [100, 50, 67, 17, 33, 67, 33, 50, 17, 67],
  ['story-alchemist', 'pattern-spotter', 'conflict-diplomat'],
  'Urban Planning',
)

async function download(page: Page, dialog: Locator, name: string): Promise<Buffer> {
  const started = page.waitForEvent('download')
  await dialog.getByRole('button', { name }).click()
  return readFile((await (await started).path())!)
}

const squeeze = (text: string) => text.replace(/\s+/g, '')

function codeOf(link: string) {
  return decodeCardCode(new URL(link).pathname.replace(/^\/c\//, ''))
}

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } })

test('the first name and the hidden watch-out go into the link, the images and the PDF, and stay with the card', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await keepOwnCard(page, CARD)
  await page.goto(`/result/${CARD.uuid}`)
  await page.getByRole('button', { name: shareCopy.open }).click()
  const dialog = page.getByRole('dialog', { name: shareCopy.title })
  const hide = dialog.getByRole('checkbox', { name: shareCopy.hideWatchOut })
  // Hidden unless the visitor shows it: most professionals would not post a fear.
  await expect(hide).toBeChecked()
  await dialog.getByRole('textbox', { name: shareCopy.nameLabel }).fill('  Sam ')
  const linkField = dialog.getByLabel(shareCopy.linkLabel)
  await expect
    .poll(async () => codeOf(await linkField.inputValue()))
    .toMatchObject({
      ok: true,
      sharer: 'Sam',
      hideWatchOut: true,
    })
  const link = await linkField.inputValue()

  const story = PNG.sync.read(await download(page, dialog, shareCopy.downloadStory))
  expect(jsQR(new Uint8ClampedArray(story.data), story.width, story.height)?.data).toBe(link)
  const post = PNG.sync.read(await download(page, dialog, shareCopy.downloadPost))
  expect(jsQR(new Uint8ClampedArray(post.data), post.width, post.height)?.data).toBe(link)

  const [hidden] = await readPdf(await download(page, dialog, shareCopy.downloadPdf))
  // Labels are set letter-spaced, which the reader returns as spaced letters: compared without spaces.
  const hiddenText = squeeze(pageText(hidden!))
  expect(hiddenText).toContain(squeeze('SAM’S COGNITIVE FINGERPRINT'))
  for (const secret of [
    watchOutText(CARD.scores),
    resultsCopy.watchOuts.toUpperCase(),
    resultsCopy.fearChart,
    scoreHeadline('fear_unknown'),
    tipText(CARD.scores, CARD.powers),
  ])
    expect(hiddenText, `"${secret}" is hidden`).not.toContain(squeeze(secret))

  // Shown on purpose: the link says so and the PDF names the watch-out.
  await hide.uncheck()
  await expect.poll(async () => codeOf(await linkField.inputValue())).toMatchObject({ hideWatchOut: false })
  const [shown] = await readPdf(await download(page, dialog, shareCopy.downloadPdf))
  const shownText = squeeze(pageText(shown!))
  expect(shownText).toContain(squeeze(watchOutText(CARD.scores)))
  expect(shownText).toContain(squeeze(resultsCopy.watchOuts.toUpperCase()))

  // Kept with the card: the dialog opens with them again after a reload.
  await expect
    .poll(() => storedCard(page, CARD.uuid))
    .toMatchObject({ firstName: 'Sam', hideWatchOut: false })
  await page.reload()
  await page.getByRole('button', { name: shareCopy.open }).click()
  await expect(dialog.getByRole('textbox', { name: shareCopy.nameLabel })).toHaveValue('Sam')
  await expect(hide).not.toBeChecked()
})
