/**
 * A new build deployed while a visitor is on the site, with no service worker to keep the old build's files
 * (a first visit, a private window): the page's lazy chunks are gone. The page reloads into the new build
 * once, lands where the visitor was with nothing lost, and says what happened.
 */
import type { Page, Route } from '@playwright/test'
import { resultsCopy } from '../../src/content/assessment'
import { routeErrorCopy } from '../../src/content/errors'
import { pwaCopy } from '../../src/content/pwa'
import { shareCopy, shareToasts } from '../../src/content/share'
import {
  answerCard,
  cardCounter,
  choosePowers,
  completeRound,
  counterText,
  expectResults,
  generateButton,
  pageHeading,
  startAssessment,
  startButton,
  storedSession,
  submitExpertise,
  THREE_POWERS,
  type Answers,
} from './assessment-helpers'
import { serveDeployment, type Deployment } from './deployment'
import { NEW_BUILD_ID } from './global-setup'
import { keepOwnCard } from './own-card'
import { expect, test as base, waitForHydration, type ConsoleWatch } from './fixtures'
import { ROOM, uuidOf } from './group-fixtures'
import type { AssessmentResult } from '../../src/domain/assessment/assessment-types'
import { DOCUMENT_404 } from './routes'
import { saveSessionAtExpertise } from './saved-session'

const test = base.extend<{ deployment: Deployment }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  deployment: async ({}, provide, testInfo) => {
    const deployment = await serveDeployment(`${testInfo.workerIndex}-${testInfo.testId}`)
    await provide(deployment)
    await deployment.close()
  },
  baseURL: async ({ deployment }, provide) => provide(deployment.origin),
})

test.use({ reducedMotion: 'reduce' })

/** The old page's requests for its vanished files fail, and are reported, before it reloads. */
function allowDeployFailures(consoleWatch: ConsoleWatch): void {
  consoleWatch.allow(DOCUMENT_404)
  consoleWatch.allow(/Failed to fetch dynamically imported module/)
  // A stylesheet of the old build that a lazy part asks for meets the 404 page in its place.
  consoleWatch.allow(
    /Refused to apply style from '[^']*\/assets\/[^']+\.css' because its MIME type \('text\/html'\)/,
  )
}

/** Counts the page's loads of a document after its first. */
function countReloads(page: Page): () => number {
  let loads = 0
  page.on('load', () => loads++)
  return () => loads
}

/**
 * Records, across reloads, whether any of `texts` was ever on screen, however briefly: a crash page shown for
 * a moment before the reload is still a crash the visitor saw.
 */
async function watchForTexts(page: Page, texts: readonly string[]): Promise<() => Promise<string[]>> {
  await page.addInitScript((watched) => {
    const seen = () => JSON.parse(sessionStorage.getItem('e2e-seen') ?? '[]') as string[]
    new MutationObserver(() => {
      const text = document.body?.innerText ?? ''
      const found = watched.filter((one) => text.includes(one) && !seen().includes(one))
      if (found.length) sessionStorage.setItem('e2e-seen', JSON.stringify([...seen(), ...found]))
    }).observe(document, { subtree: true, childList: true, characterData: true })
  }, texts)
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-seen') ?? '[]') as string[])
}

const buildId = (page: Page) => page.locator('meta[name="build-id"]').getAttribute('content')
const notice = (page: Page) => page.getByText(pwaCopy.reloadedForUpdate)
/**
 * The notice shows once the reloaded page is live, its notices have hydrated and the toaster's code has
 * arrived: three steps after the reload, which a loaded machine can stretch past the usual ten seconds.
 */
const noticeShows = (page: Page) => expect(notice(page)).toBeVisible({ timeout: 30_000 })
const crash = (page: Page) => page.getByRole('heading', { name: routeErrorCopy.title })

/** Waits until the page has fetched a chunk (by its name), so the deploy cannot be what it misses. */
async function waitForChunk(page: Page, name: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (chunk) =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes(`/${chunk}-`)),
        name,
      ),
    )
    .toBe(true)
}

/** Holds the page's first request for a chunk, deploys the new build meanwhile, then lets it go (to a 404). */
async function deployWhileFetching(page: Page, deployment: Deployment, chunk: RegExp): Promise<void> {
  await page.route(
    chunk,
    async (route: Route) => {
      await deployment.deploy()
      await route.continue()
    },
    { times: 1 },
  )
}

test('a deploy during MojoMe: Generate reloads into the new build once, with every answer kept', async ({
  page,
  deployment,
  consoleWatch,
}) => {
  test.slow()
  allowDeployFailures(consoleWatch)
  const seen = await watchForTexts(page, [routeErrorCopy.title])
  await startAssessment(page)
  const firstBuild = await buildId(page)
  const motivation: Answers = {}
  for (let position = 0; position < 5; position++)
    motivation[await answerCard(page, 'right', 'key')] = 'right'
  await waitForChunk(page, 'powers-step')
  await deployment.deploy()

  await completeRound(page, 'motivation', 'key', (position) => (position % 3 ? 'left' : 'right'), motivation)
  const fear = await completeRound(page, 'fear', 'key', (position) => (position % 2 ? 'left' : 'right'))
  await submitExpertise(page, 'Urban Planning')
  await choosePowers(page, THREE_POWERS)
  const reloads = countReloads(page)
  await generateButton(page).click()

  await expect(pageHeading(page)).toHaveText(resultsCopy.heading)
  await noticeShows(page)
  expect(await buildId(page)).toBe(NEW_BUILD_ID)
  expect(firstBuild).not.toBe(NEW_BUILD_ID)
  await expect(page).toHaveURL(/\/mojo-me\?step=results$/)
  await expectResults(page, { motivation, fear, expertise: 'Urban Planning', powers: THREE_POWERS })
  expect(await seen()).toEqual([])
  expect(reloads()).toBe(1)
})

for (const chunk of ['share-dialog', 'radar-chart'] as const) {
  test(`a deploy while the results' ${chunk} chunk loads: the results show from the new build`, async ({
    page,
    deployment,
    consoleWatch,
  }) => {
    allowDeployFailures(consoleWatch)
    const seen = await watchForTexts(page, [routeErrorCopy.title])
    await saveSessionAtExpertise(page)
    await page.goto('/mojo-me?step=knowledge')
    await waitForHydration(page)
    await submitExpertise(page, 'Urban Planning')
    await choosePowers(page, THREE_POWERS)
    await deployWhileFetching(page, deployment, new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`))
    const reloads = countReloads(page)
    await generateButton(page).click()

    await noticeShows(page)
    expect(await buildId(page)).toBe(NEW_BUILD_ID)
    await expect(pageHeading(page)).toHaveText(resultsCopy.heading)
    await expect(
      page.getByRole('figure', { name: resultsCopy.motivationChart }).getByRole('img'),
    ).toBeVisible()
    await page.getByRole('button', { name: shareCopy.open }).click()
    await expect(page.getByRole('dialog', { name: shareCopy.title })).toBeVisible()
    expect(await seen()).toEqual([])
    expect(reloads()).toBe(1)
  })
}

// A card an assessment can make (a link refuses any other), from the workshop room's fixture.
const CARD: AssessmentResult = { ...ROOM[1]!, uuid: uuidOf(4), expertise: 'Urban Planning' }

/** Each export the share dialog makes, with the lazy code it loads (the QR code's with every one). */
const EXPORTS = [
  { button: shareCopy.downloadStory, file: shareCopy.storyFile, failed: shareToasts.pngFailed },
  { button: shareCopy.downloadPost, file: shareCopy.postFile, failed: shareToasts.pngFailed },
  { button: shareCopy.downloadPdf, file: shareCopy.pdfFile, failed: shareToasts.pdfFailed },
] as const

for (const { button, file, failed } of EXPORTS) {
  test(`a deploy before the ${file} is asked for: the card reloads from the new build, and it is made`, async ({
    page,
    deployment,
    consoleWatch,
  }) => {
    allowDeployFailures(consoleWatch)
    const seen = await watchForTexts(page, [routeErrorCopy.title, failed.description])
    // The visitor's own card: someone else's offers no sharing.
    await keepOwnCard(page, CARD)
    await page.goto(`/result/${CARD.uuid}`)
    await waitForHydration(page)
    const card = page.getByRole('article')
    const name = await card.getByRole('heading').first().textContent()
    await page.getByRole('button', { name: shareCopy.open }).click()
    await deployment.deploy()
    const reloads = countReloads(page)
    await page.getByRole('dialog').getByRole('button', { name: button }).click()

    await noticeShows(page)
    expect(await buildId(page)).toBe(NEW_BUILD_ID)
    await expect(card.getByRole('heading').first()).toHaveText(name ?? '')
    await page.getByRole('button', { name: shareCopy.open }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('dialog').getByRole('button', { name: button }).click()
    expect((await download).suggestedFilename()).toBe(file)
    expect(await seen()).toEqual([])
    expect(reloads()).toBe(1)
  })
}

test('a deploy before the storage code loads: MojoMe reloads into the new build and keeps answers', async ({
  page,
  deployment,
  consoleWatch,
}) => {
  allowDeployFailures(consoleWatch)
  // The data layer's own chunk (its hash is 8 characters; storage-errors-… is the copy's).
  await deployWhileFetching(page, deployment, /\/assets\/storage-[\w-]{8}\.js$/)
  await page.goto('/mojo-me')
  await noticeShows(page)
  expect(await buildId(page)).toBe(NEW_BUILD_ID)
  await waitForHydration(page)
  await startButton(page).click()
  const card = await answerCard(page, 'left', 'key')
  await expect
    .poll(async () => (await storedSession(page)) as { session: { motivationResponses: Answers } } | null)
    .toMatchObject({ session: { motivationResponses: { [card]: 'left' } } })
  await page.reload()
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 2))
})

test('a chunk the new build cannot serve either: one reload, then the error page, never a loop', async ({
  page,
  deployment,
  consoleWatch,
}) => {
  allowDeployFailures(consoleWatch)
  consoleWatch.allow(/net::ERR_FAILED/)
  await saveSessionAtExpertise(page)
  await page.goto('/mojo-me?step=knowledge')
  await waitForHydration(page)
  await submitExpertise(page, 'Urban Planning')
  await choosePowers(page, THREE_POWERS)
  await deployment.deploy()
  await page.route(/\/assets\/(next-)?results-step-[\w-]+\.js$/, (route) => route.abort())
  const reloads = countReloads(page)
  await generateButton(page).click()

  // The error page shows only once the page has decided against another reload: no wait is needed.
  await expect(crash(page)).toBeVisible()
  expect(await buildId(page)).toBe(NEW_BUILD_ID)
  expect(reloads()).toBe(1)
})
