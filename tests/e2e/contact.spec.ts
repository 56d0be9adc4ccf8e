import AxeBuilder from '@axe-core/playwright'
import {
  CONTACT_SUBJECTS,
  contactCard,
  contactFormCopy,
  contactHero,
  contactSubjectLabels,
  contactToasts,
} from '../../src/content/contact'
import { contactFaq } from '../../src/content/contact-faq'
import { resultsListCopy } from '../../src/content/results'
import { site } from '../../src/content/site'
import {
  catchMailApp,
  contactField,
  fillContactForm,
  outboxRows,
  toastWith,
  visitor,
} from './contact-helpers'
import { expect, test, waitForHydration } from './fixtures'

const { labels, errors } = contactFormCopy

test.beforeEach(async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
})

test('the page has the form, the e-mail card, the response time and every subject', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactHero.title)
  await expect(page.getByRole('link', { name: contactCard.email })).toHaveAttribute(
    'href',
    `mailto:${site.email.hello}`,
  )
  await expect(page.getByText(contactCard.response)).toBeVisible()
  await expect(page.getByText(contactCard.response)).toContainText('within 24 hours on business days')
  const subject = contactField(page, labels.subject)
  await expect(subject).toHaveValue('general')
  await expect(subject.getByRole('option')).toHaveText(CONTACT_SUBJECTS.map((s) => contactSubjectLabels[s]))
})

test('each required field gets an inline error and the focus, in form order', async ({ page }) => {
  const send = page.getByRole('button', { name: contactFormCopy.submit })
  const name = contactField(page, labels.name)
  const email = contactField(page, labels.email)
  const message = contactField(page, labels.message)

  await send.click()
  await expect(name).toBeFocused()
  for (const [field, text] of [
    [name, errors.name.required],
    [email, errors.email.required],
    [message, errors.message.required],
  ] as const) {
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(text)
  }
  await expect(contactField(page, labels.company)).not.toHaveAttribute('aria-invalid')

  await name.fill(visitor.name)
  await expect(name).not.toHaveAttribute('aria-invalid')
  await email.fill('ada@')
  await send.click()
  await expect(email).toBeFocused()
  await expect(email).toHaveAccessibleDescription(errors.email.invalid)

  await email.fill(visitor.email)
  await send.click()
  await expect(message).toBeFocused()
  await expect(message).toHaveAccessibleDescription(errors.message.required)
  await expect(page.getByText(contactFormCopy.sending)).toHaveCount(0)
})

test('without an endpoint: sending state, the mail app opens prefilled, a toast, the form resets', async ({
  page,
}) => {
  const openedMail = await catchMailApp(page)
  await fillContactForm(page)
  await contactField(page, labels.subject).selectOption('workshop')
  const send = page.getByRole('button', { name: contactFormCopy.submit })

  const started = Date.now()
  await send.click()
  const sending = page.getByRole('button', { name: contactFormCopy.sending })
  await expect(sending).toBeVisible()
  await expect(sending).toBeDisabled()
  await expect(toastWith(page, contactToasts.mailApp.title)).toBeVisible()
  expect(Date.now() - started, 'the sending state lasts about a second').toBeGreaterThanOrEqual(950)

  await expect(page.getByRole('button', { name: contactFormCopy.submit })).toBeEnabled()
  for (const label of [labels.name, labels.email, labels.company, labels.message]) {
    await expect(contactField(page, label)).toHaveValue('')
  }
  await expect(contactField(page, labels.subject)).toHaveValue('general')

  const opened = await openedMail()
  expect(opened).toHaveLength(1)
  const mail = new URL(opened[0]!)
  expect(mail.protocol).toBe('mailto:')
  expect(decodeURIComponent(mail.pathname)).toBe(site.email.hello)
  expect(mail.searchParams.get('subject')).toContain(visitor.name)
  const body = mail.searchParams.get('body')!
  expect(body).toContain(visitor.message.replace('\n', '\r\n'))
  expect(body).toContain(`${labels.email}: ${visitor.email}`)
  expect(body).toContain(`${labels.subject}: workshop`)

  // The copy stays in the outbox, marked as handed over, so nothing ever posts it a second time.
  await expect
    .poll(() => outboxRows(page))
    .toEqual([expect.objectContaining({ status: 'sent', attempts: 0 })])

  // "Delete my data on this device" removes that copy too.
  await page.goto('/legal/privacy')
  await waitForHydration(page)
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: resultsListCopy.deleteAll }).click()
  await expect(page.getByText(resultsListCopy.deleted)).toBeVisible()
  expect(await outboxRows(page)).toEqual([])
})

test('the FAQ has four questions; one open at a time, and it closes again', async ({ page }) => {
  const items = page.locator('details[name="faq"]')
  await expect(items).toHaveCount(4)
  const answers = contactFaq.items.map((item) => item.answer).join(' ')
  expect(answers).toContain('2-3 weeks')
  expect(answers).toMatch(/virtual.*in-person.*hybrid/)

  const [first, second] = contactFaq.items
  await page.getByText(first!.question).click()
  await expect(page.getByText(first!.answer)).toBeVisible()
  await page.getByText(second!.question).click()
  await expect(page.getByText(second!.answer)).toBeVisible()
  await expect(page.getByText(first!.answer)).toBeHidden()
  await expect(items.and(page.locator('[open]'))).toHaveCount(1)

  await page.getByText(second!.question).click()
  await expect(items.and(page.locator('[open]'))).toHaveCount(0)

  // Keyboard works too: the question is a native disclosure button.
  await page.getByText(contactFaq.items[3]!.question).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(contactFaq.items[3]!.answer)).toBeVisible()
})

test('with inline errors shown and an answer open, axe finds nothing', async ({ page }) => {
  await page.getByRole('button', { name: contactFormCopy.submit }).click()
  await page.getByText(contactFaq.items[0]!.question).click()
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(
    results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([])
})
