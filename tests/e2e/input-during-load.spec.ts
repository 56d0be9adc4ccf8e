/**
 * The least patient visitor: fields are typed, chosen and sent at machine speed (as autofill or a fast typist
 * would) from the moment they appear on screen, on a normal and on a 4x slower CPU (five fresh visits at 1x,
 * three at 4x), each visit starting a little later than the last so that together they sweep the app's start
 * from before it runs to after it has. Whatever the
 * timing, nothing entered may be lost, and the app must agree with what the page shows: its buttons enable by
 * the rules and it sends or keeps exactly what was entered.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test'
import { expertiseCopy, powersCopy } from '../../src/content/assessment'
import { expertiseSuggestions } from '../../src/content/assessment/expertise'
import { contactFormCopy, contactSubjectLabels } from '../../src/content/contact'
import { intakeCopy, intakeFields } from '../../src/content/intake'
import { industryLabels, orgSizeLabels } from '../../src/content/intake-options'
import { resourceLibraryCopy } from '../../src/content/resources'
import { resources } from '../../src/content/resources-catalogue'
import { LOCAL_KEYS } from '../../src/db/storage-keys'
import { INTAKE_DRAFT_VERSION } from '../../src/domain/intake-draft-version'
import { emptyIntakeAnswers } from '../../src/domain/intake-fields'
import { filterResources } from '../../src/domain/resource-filter'
import {
  backButton,
  expertiseInput,
  nextButton as expertiseNext,
  pageHeading,
  storedSession,
  suggestionList,
} from './assessment-helpers'
import { catchMailApp, contactField, sendThroughMailApp } from './contact-helpers'
import { profileAtExpertise } from './saved-session'
import { APP_CODE, expect, test } from './fixtures'

/**
 * Visits per sweep at each CPU rate. The first visit of each is held until its first input (surely before the
 * app runs); the rest start later and later, across the same share of the app's start at both rates (the
 * span grows with the slowdown), so together they land before, during and after it.
 */
const RUNS_AT = { 1: 5, 4: 3 } as const
/** How far into the app's start the last visit of a sweep begins, at 1x; at 4x, four times as far. */
const SWEEP_SPAN_MS = 540
const CPU_RATES = [1, 4] as const
type CpuRate = (typeof CPU_RATES)[number]

/** How much later each visit of a sweep starts than the one before it. */
function sweepStepMs(rate: CpuRate): number {
  return (SWEEP_SPAN_MS * rate) / (RUNS_AT[rate] - 1)
}

interface Visit {
  page: Page
  /** Errors the page logged or threw during the visit. */
  errors: string[]
  close: () => Promise<void>
}

/** A first visit in its own browser profile, on a CPU `rate` times slower than this machine's. */
async function freshVisit(
  browser: Browser,
  baseURL: string | undefined,
  rate: number,
  options: BrowserContextOptions = {},
): Promise<Visit> {
  // No service worker: every visit loads the page the same way, from the network.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', ...options })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  return { page, errors, close: () => context.close() }
}

/** Opens `path` and returns as soon as the response starts: the visitor acts the moment a field shows. */
async function openLoading(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' })
}

/** Whether React owns the element yet (it keeps its keys on the elements it has hydrated). */
function isLive(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react')))
}

/**
 * Runs `visit` in fresh profiles, as many times as the sweep at `rate` has visits, and counts the visits that report their input began before the
 * app ran.
 */
async function repeatVisits(
  browser: Browser,
  baseURL: string | undefined,
  rate: CpuRate,
  visit: (page: Page, run: number) => Promise<boolean>,
  options?: BrowserContextOptions,
): Promise<number> {
  let early = 0
  const runs = RUNS_AT[rate]
  for (let run = 0; run < runs; run++) {
    const { page, errors, close } = await freshVisit(browser, baseURL, rate, options)
    try {
      if (run === 0) await holdAppUntilFirstInput(page)
      await test.step(`visit ${run + 1} of ${runs}`, async () => {
        if (await visit(page, run)) early++
        expect(errors, 'console errors and uncaught exceptions').toEqual([])
      })
    } finally {
      await close()
    }
  }
  return early
}

/**
 * Holds the app's code back until the visitor's first keystroke or choice: the sweep's first visit then surely
 * begins its input before the app runs, however fast the machine (the rest of its input lands as it starts).
 */
async function holdAppUntilFirstInput(page: Page): Promise<void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.exposeFunction('releaseAppCode', () => release())
  await page.addInitScript(() =>
    addEventListener('input', () => (window as unknown as { releaseAppCode: () => void }).releaseAppCode(), {
      once: true,
      capture: true,
    }),
  )
  await page.route(APP_CODE, async (route) => {
    await released
    await route.continue()
  })
}

/**
 * Waits for the field to show, then for the visit's place in the sweep: the first visit starts at once, each
 * next one a sweep step later, so the visits' input lands before, during and after
 * the app's start instead of always at the same moment of it. Tells whether the app is still to run the field.
 */
async function startTyping(field: Locator, run: number, rate: CpuRate): Promise<boolean> {
  await field.waitFor()
  await new Promise((resolve) => setTimeout(resolve, run * sweepStepMs(rate)))
  return !(await isLive(field))
}

/** The first visits type before the app runs, or the test would check nothing the issue is about. */
function expectRaced(early: number, rate: CpuRate): void {
  const description = `${early} of ${RUNS_AT[rate]}`
  test.info().annotations.push({ type: 'input began before the app ran', description })
  expect(early, 'visits whose input began before the app ran').toBeGreaterThan(0)
}

for (const rate of CPU_RATES) {
  test.describe(`at ${rate}x CPU, from the first paint`, () => {
    // Fresh visits, each up to ~13 s at 4x on a busy machine: a time limit per visit, not a race against
    // the machine's load, and one visit's more for what a test does once (the expertise profile).
    test.describe.configure({ timeout: (RUNS_AT[rate] + 1) * 30_000 })

    test('/intake keeps every answer; Next enables and the saved draft holds them all', async ({
      browser,
      baseURL,
    }) => {
      const raced = await repeatVisits(browser, baseURL, rate, async (page, run) => {
        const answers = {
          orgName: `Acme ${run}`,
          role: `Head of L&D ${run}`,
          email: `ada+${run}@acme.example`,
        }
        const field = (label: string) => page.getByLabel(label, { exact: true })
        await openLoading(page, '/intake')
        const early = await startTyping(field(intakeFields.orgName.label), run, rate)
        await field(intakeFields.orgName.label).pressSequentially(answers.orgName)
        await field(intakeFields.orgSize.label).selectOption({ label: orgSizeLabels[300] })
        await field(intakeFields.industry.label).selectOption({ label: industryLabels.education })
        await field(intakeFields.role.label).fill(answers.role)
        await field(intakeFields.email.label).fill(answers.email)

        const next = page.getByRole('button', { name: intakeCopy.next })
        await expect(next).toBeEnabled()
        await expect(field(intakeFields.orgName.label)).toHaveValue(answers.orgName)
        await expect(field(intakeFields.orgSize.label)).toHaveValue('300')
        await expect(field(intakeFields.industry.label)).toHaveValue('education')
        await expect(field(intakeFields.role.label)).toHaveValue(answers.role)
        await expect(field(intakeFields.email.label)).toHaveValue(answers.email)
        await expect(page.getByText(intakeCopy.completeToContinue)).toBeHidden()
        // The draft is the app's reading of the form: it must hold what the page shows.
        await expect
          .poll(async () => JSON.parse((await readDraft(page)) ?? '{}').answers)
          .toMatchObject({ ...answers, orgSize: 300, industry: 'education' })
        return early
      })
      expectRaced(raced, rate)
    })

    test('/contact keeps every field, and Send sends exactly what was typed', async ({
      browser,
      baseURL,
    }) => {
      const { labels } = contactFormCopy
      const raced = await repeatVisits(browser, baseURL, rate, async (page, run) => {
        const sent = {
          name: `Ada ${run}`,
          email: `ada+${run}@example.com`,
          company: `Analytical Engines ${run}`,
          message: `A two-day workshop for ${run + 10} leaders, please.`,
        }
        await openLoading(page, '/contact')
        const early = await startTyping(contactField(page, labels.name), run, rate)
        await contactField(page, labels.name).pressSequentially(sent.name)
        await contactField(page, labels.email).fill(sent.email)
        await contactField(page, labels.company).fill(sent.company)
        await contactField(page, labels.subject).selectOption('workshop')
        await contactField(page, labels.message).fill(sent.message)
        const form = page.getByRole('form', { name: contactFormCopy.title })
        await expect.poll(() => isLive(form), 'the app runs the form').toBe(true)
        for (const [name, value] of Object.entries(sent))
          await expect(contactField(page, labels[name as keyof typeof sent])).toHaveValue(value)
        await expect(contactField(page, labels.subject)).toHaveValue('workshop')
        const openedMail = await catchMailApp(page)
        await sendThroughMailApp(page)
        await expect.poll(openedMail).toHaveLength(1)
        const mail = new URL((await openedMail())[0]!)
        const body = mail.searchParams.get('body') ?? ''
        expect(mail.searchParams.get('subject')).toContain(sent.name)
        for (const value of [sent.email, sent.company, sent.message]) expect(body).toContain(value)
        expect(body).toContain(`${labels.subject}: ${contactSubjectLabels.workshop}`)
        return early
      })
      expectRaced(raced, rate)
    })

    test('/resources keeps the search typed, and the list and address follow it', async ({
      browser,
      baseURL,
    }) => {
      const queries = ['karpathy', 'one useful thing', 'podcast', 'essay', 'prompt']
      const raced = await repeatVisits(browser, baseURL, rate, async (page, run) => {
        const query = queries[run % queries.length]!
        const library = page.getByRole('region', { name: resourceLibraryCopy.heading })
        const searchBox = page.getByRole('searchbox', { name: resourceLibraryCopy.searchLabel })
        await openLoading(page, '/resources')
        const early = await startTyping(searchBox, run, rate)
        await searchBox.pressSequentially(query)

        const shown = filterResources(resources, { query })
        await expect(page).toHaveURL(new RegExp(`q=${query.replace(/ /g, '(\\+|%20)')}`))
        await expect(searchBox).toHaveValue(query)
        await expect(library.getByRole('status')).toHaveText(resourceLibraryCopy.resultCount(shown.length))
        await expect(library.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(
          shown.map((resource) => resource.title),
        )
        return early
      })
      expectRaced(raced, rate)
    })

    test('the expertise step keeps what is typed as it appears, and Next saves it', async ({
      browser,
      baseURL,
    }) => {
      const storageState = await profileAtExpertise(browser, baseURL)
      const { page, errors, close } = await freshVisit(browser, baseURL, rate, { storageState })
      try {
        for (let run = 0; run < RUNS_AT[rate]; run++) {
          const expertise = `Urban Planning ${run}`
          await openLoading(page, '/mojo-me?step=knowledge')
          // The app draws this step once it has read the session (with the last visit's answer in it), so
          // the typing replaces that answer while the app is still settling.
          await expertiseInput(page).press('ControlOrMeta+a')
          await expertiseInput(page).pressSequentially(expertise)

          await expect(expertiseInput(page)).toHaveValue(expertise)
          await expertiseNext(page).click()
          await expect(pageHeading(page)).toHaveText(powersCopy.heading)
          await expect.poll(async () => JSON.stringify(await storedSession(page))).toContain(`"${expertise}"`)
          await backButton(page).click()
          await expect(pageHeading(page)).toHaveText(expertiseCopy.heading)
        }
        expect(errors, 'console errors and uncaught exceptions').toEqual([])
      } finally {
        await close()
      }
    })
  })
}

test('a saved intake draft fills only what the visitor has not typed since the page appeared', async ({
  page,
}) => {
  const draft = {
    ...emptyIntakeAnswers(),
    orgName: 'Old Name Ltd',
    orgSize: 50,
    industry: 'finance',
    role: 'Old role',
    email: 'old@example.com',
  }
  await page.addInitScript(({ key, stored }) => localStorage.setItem(key, stored), {
    key: LOCAL_KEYS.intakeDraft,
    stored: JSON.stringify({ version: INTAKE_DRAFT_VERSION, answers: draft }),
  })
  let releaseAppCode = () => {}
  const held = new Promise<void>((resolve) => (releaseAppCode = resolve))
  await page.route(APP_CODE, async (route) => {
    await held
    await route.continue()
  })
  const field = (label: string) => page.getByLabel(label, { exact: true })

  await openLoading(page, '/intake')
  await field(intakeFields.orgName.label).fill('New Name GmbH')
  await field(intakeFields.industry.label).selectOption({ label: industryLabels.education })
  await field(intakeFields.email.label).fill('new@example.com')
  expect(await isLive(field(intakeFields.orgName.label)), 'typed before the app ran').toBe(false)
  releaseAppCode()

  await expect(page.getByRole('button', { name: intakeCopy.next })).toBeEnabled()
  await expect(field(intakeFields.orgName.label)).toHaveValue('New Name GmbH')
  await expect(field(intakeFields.industry.label)).toHaveValue('education')
  await expect(field(intakeFields.email.label)).toHaveValue('new@example.com')
  await expect(field(intakeFields.orgSize.label)).toHaveValue('50')
  await expect(field(intakeFields.role.label)).toHaveValue('Old role')
  await expect.poll(() => readDraft(page)).toContain('new@example.com')
})

for (const press of ['click', 'tap'] as const) {
  test(`expertise: a suggestion typed in full, then one ${press} on Next, goes on; Next does not move`, async ({
    browser,
    baseURL,
  }) => {
    const storageState = await profileAtExpertise(browser, baseURL)
    const context = await browser.newContext({ baseURL, storageState, hasTouch: press === 'tap' })
    const page = await context.newPage()
    try {
      const topic = 'Leadership'
      expect(expertiseSuggestions).toContain(topic)
      await page.goto('/mojo-me?step=knowledge')
      await expertiseInput(page).pressSequentially(topic)
      await expect(expertiseNext(page)).toBeEnabled()
      const before = await expertiseNext(page).boundingBox()
      if (press === 'tap') {
        await expertiseNext(page).tap()
      } else {
        // Between press and release the button must stay under the pointer.
        const point = { x: before!.x + before!.width / 2, y: before!.y + before!.height / 2 }
        await page.mouse.move(point.x, point.y)
        await page.mouse.down()
        expect(await pressedButtonText(page, point)).toBe(expertiseCopy.next)
        await page.mouse.up()
      }
      await expect(pageHeading(page)).toHaveText(powersCopy.heading)
      await expect.poll(async () => JSON.stringify(await storedSession(page))).toContain(`"${topic}"`)
    } finally {
      await context.close()
    }
  })
}

test('the suggestion list lies over the page: showing it moves nothing below the field', async ({
  browser,
  baseURL,
}) => {
  const storageState = await profileAtExpertise(browser, baseURL)
  const context = await browser.newContext({ baseURL, storageState })
  const page = await context.newPage()
  try {
    await page.goto('/mojo-me?step=knowledge')
    await expect(pageHeading(page)).toHaveText(expertiseCopy.heading)
    const before = await expertiseNext(page).boundingBox()
    await expertiseInput(page).pressSequentially('lea')
    await expect(suggestionList(page)).toBeVisible()
    expect(await expertiseNext(page).boundingBox()).toEqual(before)
  } finally {
    await context.close()
  }
})

/** The intake draft as stored. */
function readDraft(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.intakeDraft)
}

/** The text of the button under a point of the page, if any. */
function pressedButtonText(page: Page, point: { x: number; y: number }): Promise<string | null> {
  return page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim() ?? null,
    point,
  )
}
