/**
 * "Compare with me": someone opens a card shared with them (offline, from the installed site), is invited
 * in, finishes MojoMe and sees their card beside the sharer's; their own link carries only their card.
 */
import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { compareCopy, sendBackCopy } from '../../src/content/compare'
import { duoCopy, duoImageCopy } from '../../src/content/duo'
import { duoPath } from '../../src/domain/card/duo-link'
import { duoSentence } from '../../src/domain/card/duo-text'
import { CARD_FORMATS } from '../../src/domain/card/card-layout'
import { resultsCopy, roundCopy } from '../../src/content/assessment'
import { receivedCardCopy } from '../../src/content/results'
import { shareCopy } from '../../src/content/share'
import { cardCodePath, decodeCardCode } from '../../src/domain/card/card-code'
import { cardName, tipText, watchOutText } from '../../src/domain/card/card-text'
import { compareCards } from '../../src/domain/card/compare'
import {
  completeAssessment,
  expectedScores,
  pageHeading,
  resumeButton,
  storedSession,
  WCAG_TAGS,
} from './assessment-helpers'
import { expect, scrollThrough, test, waitForHydration, waitForServiceWorker } from './fixtures'
import { saveSessionAtExpertise } from './saved-session'
import { TYPICAL_CARD } from '../unit/support/typical-card'

test.use({
  serviceWorkers: 'allow',
  reducedMotion: 'reduce',
  permissions: ['clipboard-read', 'clipboard-write'],
})

const SHARED = TYPICAL_CARD

/** Saves the duo's picture from `where`; its PNG, checked to be the post's size. */
async function saveDuoPicture(page: Page, where: Locator): Promise<PNG> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    where.getByRole('button', { name: duoImageCopy.save }).click(),
  ])
  expect(file.suggestedFilename()).toBe(duoImageCopy.file)
  await expect(where.getByRole('status').filter({ hasText: duoImageCopy.file })).toBeVisible()
  const png = PNG.sync.read(await readFile((await file.path())!))
  expect([png.width, png.height]).toEqual([CARD_FORMATS.post.width, CARD_FORMATS.post.height])
  return png
}

async function axe(page: Page, what: string) {
  await scrollThrough(page)
  const found = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  expect(
    found.violations.map((violation) => violation.id),
    what,
  ).toEqual([])
}

test('a receiver opens a shared card offline, is invited in, finishes and sees both cards compared', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  await page.goto('/')
  await waitForServiceWorker(page)
  await context.setOffline(true)

  // Sam's card, watch-out hidden: it says whose it is and leads with the invitation, the card in full under it.
  await page.goto(cardCodePath(SHARED, { sharer: 'Sam', hideWatchOut: true }))
  await expect(pageHeading(page)).toHaveText('Sam’s MojoMe card')
  const card = page.getByRole('article', { name: cardName(SHARED.scores, SHARED.powers) })
  await expect(card).toContainText('Sam’s cognitive fingerprint')
  await expect(card).not.toContainText(watchOutText(SHARED.scores))
  await expect(card).not.toContainText(tipText(SHARED.scores, SHARED.powers))
  await expect(page.getByText(resultsCopy.fingerprint)).toHaveCount(0)
  await expect(page.getByRole('button', { name: shareCopy.open })).toHaveCount(0)
  const invite = page.getByRole('region', { name: receivedCardCopy.inviteTitle })
  await expect(invite).toContainText(`Sam is ${cardName(SHARED.scores, SHARED.powers)}.`)
  const preceding = await card.evaluate((node) =>
    node.previousElementSibling?.getAttribute('aria-labelledby'),
  )
  expect(await invite.getAttribute('aria-labelledby')).toBe(preceding)
  // The tab keeps the title the edge served the page with: whose card, and which.
  await expect(page).toHaveTitle(`Sam’s MojoMe: ${cardName(SHARED.scores, SHARED.powers)}`)
  await axe(page, 'axe, the received card')

  const start = invite.getByRole('link', { name: 'See how you match Sam · 4 min' })
  // Once the device is known to hold no unfinished assessment, the invitation starts one at once.
  await expect(start).toHaveAttribute('href', /start=new/)
  await start.click()
  await expect(pageHeading(page)).toHaveText(roundCopy.motivation.heading)
  const journey = await completeAssessment(page, 'key')

  const comparison = page.getByRole('region', { name: 'You and Sam' })
  await expect(comparison).toBeVisible()
  const mine = {
    scores: expectedScores(journey.motivation, journey.fear),
    powers: journey.powers.map(({ id, name }) => ({ id, name })),
  }
  const expected = compareCards(mine, SHARED, { theirName: 'Sam', includeFears: false })
  for (const sentence of expected.sentences) await expect(comparison).toContainText(sentence)
  await expect(
    comparison.getByRole('article', {
      name: `${compareCopy.yourCard}: ${cardName(mine.scores, mine.powers)}`,
    }),
  ).toBeVisible()
  await expect(
    comparison.getByRole('article', { name: `Sam’s card: ${cardName(SHARED.scores, SHARED.powers)}` }),
  ).toBeVisible()
  // One radar, both cards on it, labelled; the fears stay out, as Sam hid the watch-out.
  const radar = comparison.getByRole('figure')
  await expect(radar).toHaveCount(1)
  await expect(radar).toContainText(compareCopy.yourCard)
  await expect(radar).toContainText('Sam’s card')
  await expect(radar.getByRole('img')).toHaveAttribute(
    'aria-label',
    new RegExp(`Curiosity \\d+ for you, ${SHARED.scores.curiosity} for Sam`),
  )
  await expect(comparison).not.toContainText(watchOutText(SHARED.scores))
  await axe(page, 'axe, the comparison')

  // Kept with the result: a reload, still offline, shows it again.
  await page.reload()
  await expect(page.getByRole('region', { name: 'You and Sam' })).toBeVisible()

  // The loop closes: the receiver's own card goes back to Sam, and a duo card opens both cards, still offline.
  const sendBack = comparison.getByRole('region', { name: sendBackCopy.heading })
  await sendBack.getByRole('button', { name: 'Send your card to Sam' }).click()
  await expect(sendBack.getByRole('status')).toHaveText(sendBackCopy.copied)
  const sent = decodeCardCode(
    new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname.slice(3),
  )
  expect(sent.ok && sent.card.scores).toEqual(mine.scores)
  const sentence = duoSentence(mine, SHARED, { a: null, b: 'Sam' })
  await expect(sendBack).toContainText(sentence)
  // The picture of the two of them, drawn offline: its QR code opens the duo link.
  const duoPicture = await saveDuoPicture(page, sendBack)
  const duoLink = jsQR(new Uint8ClampedArray(duoPicture.data), duoPicture.width, duoPicture.height)?.data
  await sendBack.getByRole('link', { name: sendBackCopy.duoOpen }).click()
  expect(duoLink).toBe(page.url())
  await expect(pageHeading(page)).toHaveText('Sam & a fellow thinker')
  await expect(page).toHaveTitle('Sam & a fellow thinker · MojoMe duo')
  await expect(page.getByText(sentence)).toBeVisible()
  await expect(page.getByRole('article', { name: cardName(mine.scores, mine.powers) })).toBeVisible()
  const samsCard = page.getByRole('article', { name: cardName(SHARED.scores, SHARED.powers) })
  await expect(samsCard).toContainText('Sam’s cognitive fingerprint')
  await expect(samsCard).not.toContainText(watchOutText(SHARED.scores))
  // A third person is invited in, to match either card.
  const thirdInvite = page.getByRole('region', { name: duoCopy.inviteTitle })
  await expect(thirdInvite.getByRole('link', { name: 'Match with the first card · 4 min' })).toBeVisible()
  await expect(thirdInvite.getByRole('link', { name: 'Match with Sam · 4 min' })).toBeVisible()
  await axe(page, 'axe, the duo card')
  await page.goBack()
  await expect(page.getByRole('region', { name: 'You and Sam' })).toBeVisible()

  // The receiver's own link carries their card alone: not Sam's, nor Sam's name.
  await page.getByRole('button', { name: shareCopy.open }).click()
  const dialog = page.getByRole('dialog', { name: shareCopy.title })
  const link = await dialog.getByLabel(shareCopy.linkLabel).inputValue()
  const decoded = decodeCardCode(new URL(link).pathname.replace('/c/', ''))
  expect(decoded.ok).toBe(true)
  if (!decoded.ok) return
  expect(decoded.card.uuid).not.toBe(SHARED.uuid)
  expect(decoded.card.scores).toEqual(mine.scores)
  expect(decoded.card.expertise).toBe(journey.expertise)
  expect(decoded.sharer).toBeNull()
  await context.setOffline(false)
})

test('a third person opens a duo link, matches Maya, and sees their card beside hers, with a picture of the two', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const maya = { ...SHARED, uuid: '2b1c9a4e-7f3d-4c1a-9e2b-5d6f7a8b9c0d', expertise: 'Tides' }
  await page.goto(
    duoPath(
      { result: SHARED, options: { sharer: 'Sam', hideWatchOut: true } },
      { result: maya, options: { sharer: 'Maya' } },
    ),
  )
  await waitForHydration(page)
  await expect(pageHeading(page)).toHaveText('Sam & Maya')
  const duoPicture = await saveDuoPicture(page, page.locator('main'))
  expect(jsQR(new Uint8ClampedArray(duoPicture.data), duoPicture.width, duoPicture.height)?.data).toBe(
    page.url(),
  )
  await page
    .getByRole('region', { name: duoCopy.inviteTitle })
    .getByRole('link', { name: 'Match with Maya · 4 min' })
    .click()
  await expect(pageHeading(page)).toHaveText(roundCopy.motivation.heading)
  await completeAssessment(page, 'key')

  // Maya's card, as the duo link carried it (her name, her watch-out shown), is the one beside theirs.
  const comparison = page.getByRole('region', { name: 'You and Maya' })
  await expect(comparison).toBeVisible()
  await expect(
    comparison.getByRole('article', { name: `Maya’s card: ${cardName(maya.scores, maya.powers)}` }),
  ).toBeVisible()
  await expect(
    comparison.getByRole('region', { name: sendBackCopy.heading }).getByRole('button', {
      name: 'Send your card to Maya',
    }),
  ).toBeVisible()
})

test('a receiver in the middle of their own MojoMe is offered it back, never made to start over', async ({
  page,
}) => {
  await saveSessionAtExpertise(page)
  const unfinished = await storedSession(page)
  await page.goto(cardCodePath(SHARED))
  await waitForHydration(page)
  const invite = page.getByRole('region', { name: receivedCardCopy.inviteTitle })
  await invite.getByRole('link', { name: receivedCardCopy.inviteAction }).click()

  await expect(resumeButton(page)).toBeVisible()
  expect(await storedSession(page)).toEqual(unfinished)
})

test('at 390x844 the receiver’s first screen says whose card it is and invites them to match it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // First sent with the watch-out hidden, then again with it shown: the page shows what the link shares.
  await page.goto(cardCodePath(SHARED, { sharer: 'Maya', hideWatchOut: true }))
  await expect(page.getByRole('article')).not.toContainText(watchOutText(SHARED.scores))
  await page.goto(cardCodePath(SHARED, { sharer: 'Maya' }))
  await waitForHydration(page)
  await expect(pageHeading(page)).toHaveText('Maya’s MojoMe card')
  const invite = page.getByRole('region', { name: receivedCardCopy.inviteTitle })
  await expect(invite).toContainText(`Maya is ${cardName(SHARED.scores, SHARED.powers)}.`)
  const start = invite.getByRole('link', { name: 'See how you match Maya · 4 min' })
  await expect(start).toBeInViewport({ ratio: 1 })
  // Maya shows her watch-out now, so the card shows it, with the tip that names it.
  const card = page.getByRole('article', { name: cardName(SHARED.scores, SHARED.powers) })
  await expect(card).toContainText(watchOutText(SHARED.scores))
  await expect(card).toContainText(tipText(SHARED.scores, SHARED.powers))
})
