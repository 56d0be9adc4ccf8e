/**
 * The owner's inbox, as the consultancy's founder uses it: Cloudflare Access lets them in (the tests' own team
 * signs the token, tests/edge/access-team-server.mjs), they find the lead a visitor just sent from the real
 * intake page, mark it replied, note the call, export the list and, when asked, delete the person's data. On a
 * laptop and on a phone. Without Access's token, /inbox and its API give nothing.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { inboxCopy } from '../../src/content/inbox'
import { budgetLabels, orgSizeLabels, urgencyLabels } from '../../src/content/intake-options'
import { recommendedPackage } from '../../src/content/intake-recommendations'
import { WCAG_TAGS } from '../e2e/axe-routes'
import { completeIntake, resultHeading } from '../e2e/intake-helpers'
import { OWNER_EMAIL } from '../support/access-tokens.mjs'
import { INTAKE_SAMPLE } from '../support/intake-sample'
import { EDGE_ACCESS_TEAM, EDGE_PORT } from './edge-settings.mjs'
import { expect, test, uniqueEmail } from './edge-site'

async function accessToken(claims: Record<string, unknown> = {}): Promise<string> {
  const answer = await fetch(`${EDGE_ACCESS_TEAM}/token`, {
    method: 'POST',
    body: JSON.stringify({ claims }),
  })
  return answer.text()
}

/** The owner's browser, signed in: Access keeps its token in a cookie on the site and checks it on every request. */
async function ownerBrowser(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport })
  const url = `http://localhost:${EDGE_PORT}`
  await context.addCookies([{ name: 'CF_Authorization', value: await accessToken(), url }])
  return context
}

/** What axe finds on the page as it is now: nothing, for every state the owner sees. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)
}

const shot = (name: string) => `test-results/edge/screenshots/${name}.png`

test('the owner finds the lead a visitor just sent, replies, notes, exports and deletes it', async ({
  page,
  browser,
}) => {
  test.slow()
  const email = uniqueEmail('inbox')
  const orgName = `Société Zoë ${email.slice(6, 12)}`
  await completeIntake(page, { ...INTAKE_SAMPLE, email, orgName, budget: '25k-100k', urgency: 'critical' })
  await expect(resultHeading(page, 'starter-session')).toBeVisible()

  const owner = await ownerBrowser(browser, { width: 1440, height: 900 })
  const inbox = await owner.newPage()
  const answer = await inbox.goto('/inbox')
  expect(answer?.status()).toBe(200)
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  expect(answer?.headers()['cache-control']).toBe('no-store')
  await expect(inbox.getByRole('heading', { level: 1, name: inboxCopy.heading })).toBeVisible()

  await inbox.getByLabel(inboxCopy.filters.search).fill(email)
  await inbox.getByRole('button', { name: inboxCopy.filters.apply }).click()
  await expect(inbox).toHaveURL(/[?&]q=/)
  await expect(inbox.getByRole('status').filter({ hasText: '1 lead.' })).toBeVisible()
  const row = inbox.getByRole('row').filter({ hasText: orgName })
  for (const words of [
    orgSizeLabels[INTAKE_SAMPLE.orgSize],
    budgetLabels['25k-100k'],
    urgencyLabels.critical,
    recommendedPackage('starter-session').name,
    inboxCopy.statuses.new,
  ])
    await expect(row).toContainText(words)
  await inbox.screenshot({ path: shot('inbox-laptop'), fullPage: true })
  expect(await axeViolations(inbox)).toEqual([])
  // The form narrows it to contact messages (it is an intake), and Clear shows every lead again.
  await inbox.getByRole('combobox', { name: inboxCopy.filters.kind }).selectOption('contact')
  await inbox.getByRole('button', { name: inboxCopy.filters.apply }).click()
  await expect(inbox.getByText(inboxCopy.list.none)).toBeVisible()
  await inbox.getByRole('button', { name: inboxCopy.filters.clear }).click()
  await expect(inbox).toHaveURL(/\/inbox\/?$/)
  await expect(inbox.getByLabel(inboxCopy.filters.search)).toHaveValue('')
  await expect(inbox.getByRole('row').filter({ hasText: orgName })).toBeVisible()

  await row.getByRole('link', { name: inboxCopy.list.open(INTAKE_SAMPLE.role) }).click()
  await expect(inbox.getByRole('heading', { level: 1, name: INTAKE_SAMPLE.role })).toBeVisible()
  const answers = inbox.getByRole('region', { name: inboxCopy.lead.answers })
  for (const words of [
    orgName,
    INTAKE_SAMPLE.challenges,
    orgSizeLabels[INTAKE_SAMPLE.orgSize],
    budgetLabels['25k-100k'],
  ])
    await expect(answers).toContainText(words)
  const reply = inbox.getByRole('link', { name: inboxCopy.lead.reply })
  expect(await reply.getAttribute('href')).toMatch(
    new RegExp(`^mailto:${email.replace(/[.+]/g, '\\$&')}\\?subject=`),
  )

  await inbox.getByRole('combobox', { name: inboxCopy.lead.status }).selectOption('replied')
  await inbox.getByRole('button', { name: inboxCopy.lead.setStatus }).click()
  await expect(inbox.getByText(inboxCopy.lead.statusSaved)).toBeVisible()
  await inbox.getByLabel(inboxCopy.lead.noteLabel).fill('Called Ada: a Think Week in March.')
  await inbox.getByRole('button', { name: inboxCopy.lead.addNote }).click()
  const notes = inbox.getByRole('region', { name: inboxCopy.lead.notes })
  await expect(notes.getByRole('listitem')).toContainText(['Called Ada: a Think Week in March.'])
  await expect(notes.getByRole('listitem')).toContainText([inboxCopy.lead.by(OWNER_EMAIL)])
  await expect(inbox.getByLabel(inboxCopy.lead.noteLabel)).toHaveValue('')
  const history = inbox.getByRole('region', { name: inboxCopy.lead.history })
  await expect(history).toContainText(inboxCopy.lead.changedStatus(OWNER_EMAIL, inboxCopy.statuses.replied))
  await expect(history).toContainText(inboxCopy.lead.addedNote(OWNER_EMAIL))
  await inbox.screenshot({ path: shot('inbox-lead-laptop'), fullPage: true })
  expect(await axeViolations(inbox)).toEqual([])

  // Back in the list, filtered to replied leads, and the same list downloaded as a spreadsheet.
  await inbox.getByRole('link', { name: inboxCopy.lead.back }).click()
  await expect(inbox.getByRole('heading', { level: 1, name: inboxCopy.heading })).toBeVisible()
  await inbox.getByRole('combobox', { name: inboxCopy.filters.status }).selectOption('replied')
  await inbox.getByLabel(inboxCopy.filters.search).fill(email)
  await inbox.getByRole('button', { name: inboxCopy.filters.apply }).click()
  await expect(inbox.getByRole('row').filter({ hasText: orgName })).toContainText(inboxCopy.statuses.replied)
  await expect(inbox).toHaveURL(/status=replied/)
  await expect(inbox.getByRole('status').filter({ hasText: '1 lead.' })).toBeVisible()
  const [download] = await Promise.all([
    inbox.waitForEvent('download'),
    inbox.getByRole('link', { name: inboxCopy.exportCsv }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^think-first-leads-\d{4}-\d\d-\d\d\.csv$/)
  const csv = await (await import('node:fs/promises')).readFile(await download.path())
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = csv.subarray(3).toString('utf8')
  expect(text.split('\r\n')).toHaveLength(3)
  expect(text).toContain(`"${orgName}"`)
  expect(text).toContain(`"${inboxCopy.statuses.replied}"`)

  // On the owner's phone: the same lead, as a card.
  const phone = await ownerBrowser(browser, { width: 390, height: 844 })
  const phonePage = await phone.newPage()
  await phonePage.goto(`/inbox?q=${encodeURIComponent(email)}`)
  const card = phonePage.getByRole('listitem').filter({ hasText: orgName })
  await expect(card).toContainText(budgetLabels['25k-100k'])
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await phonePage.screenshot({ path: shot('inbox-phone'), fullPage: true })
  await card.getByRole('link', { name: inboxCopy.list.open(INTAKE_SAMPLE.role) }).click()
  await expect(phonePage.getByRole('heading', { level: 1, name: INTAKE_SAMPLE.role })).toBeVisible()
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await phonePage.screenshot({ path: shot('inbox-lead-phone'), fullPage: true })
  expect(await axeViolations(phonePage)).toEqual([])

  // The person asks for their data to be deleted.
  await phonePage.getByRole('button', { name: inboxCopy.lead.delete }).click()
  const dialog = phonePage.getByRole('dialog', { name: inboxCopy.lead.deleteTitle })
  await expect(dialog).toContainText(email)
  expect(await axeViolations(phonePage)).toEqual([])
  await dialog.getByRole('button', { name: inboxCopy.lead.deleteConfirm }).click()
  await expect(phonePage.getByText(inboxCopy.lead.deleted(1))).toBeVisible()
  await phonePage.getByRole('link', { name: inboxCopy.lead.back }).click()
  await expect(phonePage.getByRole('heading', { level: 1, name: inboxCopy.heading })).toBeVisible()
  await phonePage.getByLabel(inboxCopy.filters.search).fill(email)
  await phonePage.getByRole('button', { name: inboxCopy.filters.apply }).click()
  await expect(phonePage.getByText(inboxCopy.list.none)).toBeVisible()
  await owner.close()
  await phone.close()
})

test('without Access’s token, or with a stale one, the inbox gives nothing; its code is never precached', async ({
  page,
  request,
  browser,
}) => {
  for (const path of ['/inbox', '/inbox/', `/inbox/${crypto.randomUUID()}`]) {
    const answer = await request.get(path)
    expect(answer.status()).toBe(401)
    expect(await answer.text()).toBe(inboxCopy.signIn[401])
  }
  const stale = await accessToken({ exp: Math.floor(Date.now() / 1000) - 120 })
  const refused = await request.get('/api/inbox/leads', { headers: { 'Cf-Access-Jwt-Assertion': stale } })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toMatchObject({ error: 'forbidden' })
  // A visitor's page is not the owner's: nothing the site's service worker precaches is the inbox's code.
  const owner = await ownerBrowser(browser, { width: 1440, height: 900 })
  const inbox = await owner.newPage()
  const scripts: string[] = []
  inbox.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname)
  })
  await inbox.goto('/inbox')
  await expect(inbox.getByRole('heading', { level: 1, name: inboxCopy.heading })).toBeVisible()
  const precache = await (await page.request.get('/sw.js')).text()
  const ownerScripts: string[] = []
  for (const script of scripts) {
    const body = await (await page.request.get(script)).text()
    if (body.includes(inboxCopy.filters.search)) ownerScripts.push(script)
  }
  expect(ownerScripts.length).toBeGreaterThan(0)
  for (const script of ownerScripts) expect(precache).not.toContain(script.slice(1))
  await owner.close()
})
