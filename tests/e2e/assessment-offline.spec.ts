import { readFileSync } from 'node:fs'
import type { Page, Request } from '@playwright/test'
import { assessmentTitle, resultsCopy } from '../../src/content/assessment'
import {
  choosePowers,
  completeAssessment,
  completeRound,
  expectResults,
  generateButton,
  submitExpertise,
  openTitle,
  pageHeading,
  startAssessment,
  startButton,
  THREE_POWERS,
  waitForHydration,
} from './assessment-helpers'
import { heavyChunks } from './built-chunks'
import { expect, test, waitForServiceWorker } from './fixtures'

// These tests are about the service worker (the config blocks it for the rest).
test.use({ serviceWorkers: 'allow' })

/** The asset file names the page itself asks for (not the service worker's own precaching). */
function watchChunkRequests(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/assets/') && !request.serviceWorker()) requested.push(path.slice('/assets/'.length))
  })
  return requested
}

test.use({ reducedMotion: 'reduce' })

test('after one visit, MojoMe works offline from start to results', async ({ page, context }) => {
  test.slow()
  await openTitle(page)
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.reload()
  await expect(pageHeading(page)).toHaveText(assessmentTitle.title)
  await waitForHydration(page)
  await startButton(page).click()
  const journey = await completeAssessment(page, 'key', {
    motivationSide: (position) => (position < 12 ? 'right' : 'left'),
    fearSide: () => 'left',
  })
  await expectResults(page, journey)
})

test('the home page loads no heavy library; the chart library loads only with the results', async ({
  page,
}) => {
  test.slow()
  const chunks = heavyChunks()
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(readFileSync('dist/index.html', 'utf8'))?.[1]
  for (const [library, files] of Object.entries(chunks)) {
    expect(files, `a chunk carrying ${library}`).not.toEqual([])
    expect(files, `${library} stays out of the entry chunk`).not.toContain(entry)
  }
  const heavy = new Set(Object.values(chunks).flat())

  const requested = watchChunkRequests(page)
  await page.goto('/')
  await expect(pageHeading(page)).toBeVisible()
  await waitForServiceWorker(page)
  await page.waitForLoadState('networkidle')
  expect(requested.filter((file) => heavy.has(file))).toEqual([])

  requested.length = 0
  await startAssessment(page)
  await completeRound(page, 'motivation', 'key', () => 'left')
  await completeRound(page, 'fear', 'key', () => 'left')
  await submitExpertise(page, 'Storytelling')
  await choosePowers(page, THREE_POWERS)
  // The watcher does see chunks load: the round's gesture code and the storage code came with MojoMe.
  for (const library of ['@use-gesture/react', 'dexie'] as const)
    expect(requested).toEqual(expect.arrayContaining(chunks[library]))
  const charts = new Set(chunks['chart.js'])
  expect(requested.filter((file) => charts.has(file))).toEqual([])
  await generateButton(page).click()
  await expect(pageHeading(page)).toHaveText(resultsCopy.heading)
  await expect(page.getByRole('figure', { name: resultsCopy.fearChart }).getByRole('img')).toBeVisible()
  expect(requested.filter((file) => charts.has(file))).toHaveLength(1)
})
