import type { Page } from '@playwright/test'
import { contactFormCopy, contactToasts } from '../../src/content/contact'
import { deliveryOutcomeCopy } from '../../src/content/intake'
import { recommendedPackage } from '../../src/content/intake-recommendations'
import { HONEYPOT_FIELD } from '../../src/domain/forms/form-honeypot'
import { contactField, fillContactForm, outboxRows, toastWith, visitor } from '../e2e/contact-helpers'
import { waitForHydration } from '../e2e/fixtures'
import { completeIntake, resultHeading } from '../e2e/intake-helpers'
import { INTAKE_SAMPLE } from '../support/intake-sample'
import { expect, test, uniqueEmail } from './edge-site'

const ENDPOINT = '/api/forms'

async function sendContact(page: Page, email: string) {
  await page.goto('/contact')
  await waitForHydration(page)
  await fillContactForm(page, { ...visitor, email })
  await page.getByRole('button', { name: contactFormCopy.submit }).click()
}

test('a contact message sent from the page is kept as one row, as the visitor typed it', async ({
  page,
  formsDb,
}) => {
  const email = uniqueEmail('contact')
  await sendContact(page, email)
  await expect(toastWith(page, contactToasts.sent.title)).toBeVisible()

  const [entry] = await outboxRows(page)
  expect(await formsDb.rowsFrom(email)).toEqual([
    {
      id: entry!.id,
      kind: 'contact',
      fields: {
        name: visitor.name,
        email,
        company: visitor.company,
        role: '',
        subject: 'general',
        message: visitor.message,
      },
    },
  ])
})

test('an intake sent from the page is kept as one row, with its recommendation', async ({
  page,
  formsDb,
}) => {
  const email = uniqueEmail('intake')
  await completeIntake(page, { ...INTAKE_SAMPLE, email })
  await expect(resultHeading(page, 'starter-session')).toBeVisible()
  await expect(page.getByText(deliveryOutcomeCopy.sent)).toBeVisible()

  const rows = await formsDb.rowsFrom(email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    kind: 'intake',
    fields: { ...INTAKE_SAMPLE, email, recommendation: recommendedPackage('starter-session').name },
  })
})

test('when the answer to the first POST is lost, the outbox sends it again and it is still kept once', async ({
  page,
  formsDb,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to fetch|ERR_FAILED/)
  const email = uniqueEmail('retry')
  // The first POST reaches the edge and is kept; the visitor's browser never hears back.
  await page.route(`**${ENDPOINT}`, async (route) => {
    await route.fetch()
    await route.abort('failed')
  })
  await sendContact(page, email)
  await expect(toastWith(page, contactToasts.queued.title)).toBeVisible()
  expect(await formsDb.rowsFrom(email)).toHaveLength(1)

  await page.unroute(`**${ENDPOINT}`)
  // The next visit's delivery pass (or the worker's Background Sync) sends it again and hears 200.
  await page.reload()
  await expect.poll(() => outboxRows(page)).toEqual([expect.objectContaining({ status: 'sent' })])
  const rows = await formsDb.rowsFrom(email)
  expect(rows.map((row) => row.id)).toEqual([(await outboxRows(page))[0]!.id])
})

test('a robot that fills the hidden honeypot is told its message was sent, and nothing is kept', async ({
  page,
  formsDb,
}) => {
  const email = uniqueEmail('robot')
  await page.goto('/contact')
  await waitForHydration(page)
  await fillContactForm(page, { ...visitor, email })
  // A person never meets this field: it is off screen, out of the tab order and hidden from screen readers.
  const honeypot = page.locator(`input[name="${HONEYPOT_FIELD}"]`)
  await expect(honeypot).toHaveAttribute('tabindex', '-1')
  await expect(contactField(page, contactFormCopy.labels.name)).toBeVisible()
  await honeypot.fill('https://cheap-pills.example', { force: true })
  await page.getByRole('button', { name: contactFormCopy.submit }).click()
  await expect(toastWith(page, contactToasts.sent.title)).toBeVisible()
  expect(await formsDb.rowsFrom(email)).toEqual([])
})
