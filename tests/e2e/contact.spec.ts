import AxeBuilder from '@axe-core/playwright'
import {
  CONTACT_SEND_DELAY_MS,
  CONTACT_SUBJECTS,
  contactCard,
  contactFormCopy,
  contactHero,
  contactSubjectLabels,
  contactToasts,
} from '../../src/content/contact'
import { contactFaq } from '../../src/content/contact-faq'
import { mailHandOffCopy } from '../../src/content/forms'
import { pwaCopy } from '../../src/content/pwa'
import { resultsListCopy } from '../../src/content/results'
import { site } from '../../src/content/site'
import {
  catchMailApp,
  contactField,
  fillContactForm,
  mailHandOff,
  outboxRows,
  toastWith,
  visitor,
} from './contact-helpers'
import { expect, scrollThrough, test, waitForHydration, waitForServiceWorker } from './fixtures'

const { labels } = contactFormCopy

test.beforeEach(async ({ page }) => {
  // The sending state's second passes when a test says so (the form's own timing is a component test).
  await page.clock.install()
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

test('without an endpoint: sending state, then the e-mail app is offered (never opened by itself) and the message kept until the visitor says it went', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const openedMail = await catchMailApp(page)
  await fillContactForm(page)
  await contactField(page, labels.subject).selectOption('workshop')
  const send = page.getByRole('button', { name: contactFormCopy.submit })

  await send.click()
  const sending = page.getByRole('button', { name: contactFormCopy.sending })
  await expect(sending).toBeDisabled()
  await page.clock.fastForward(CONTACT_SEND_DELAY_MS)
  const panel = mailHandOff(page)
  await expect(panel.getByRole('heading', { name: mailHandOffCopy.title })).toBeFocused()
  await expect(panel).toContainText(site.email.hello)
  expect(await openedMail(), 'nothing opens before the visitor asks').toEqual([])
  // The message stays as typed, held still while it waits, and saved on the device.
  await expect(contactField(page, labels.message)).toHaveValue(visitor.message)
  await expect(contactField(page, labels.message)).toBeDisabled()
  await expect(contactField(page, labels.name), 'a held field is not flagged as empty').not.toHaveAttribute(
    'aria-invalid',
  )
  await expect.poll(() => outboxRows(page)).toEqual([expect.objectContaining({ status: 'queued' })])

  await panel.getByRole('button', { name: mailHandOffCopy.copyAddress }).click()
  await expect(panel.getByText(mailHandOffCopy.copiedAddress)).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.email.hello)
  await panel.getByRole('button', { name: mailHandOffCopy.copyMessage }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(visitor.message)

  await panel.getByRole('link', { name: mailHandOffCopy.open }).click()
  const opened = await openedMail()
  expect(opened).toHaveLength(1)
  const mail = new URL(opened[0]!)
  expect(mail.protocol).toBe('mailto:')
  expect(decodeURIComponent(mail.pathname)).toBe(site.email.hello)
  expect(mail.searchParams.get('subject')).toContain(visitor.name)
  const body = mail.searchParams.get('body')!
  expect(body).toContain(visitor.message.replace('\n', '\r\n'))
  expect(body).toContain(`${labels.email}: ${visitor.email}`)
  // The subject as the visitor chose it, not its stored value.
  expect(body).toContain(`${labels.subject}: ${contactSubjectLabels.workshop}`)
  await expect(panel, 'opening the e-mail app is not the same as sending it').toBeVisible()

  await panel.getByRole('button', { name: mailHandOffCopy.confirm }).click()
  await expect(toastWith(page, contactToasts.mailSent.title)).toBeVisible()
  await expect(panel).toHaveCount(0)
  await expect(page.getByRole('heading', { name: contactFormCopy.title })).toBeFocused()
  await expect(page.getByRole('button', { name: contactFormCopy.submit })).toBeEnabled()
  for (const label of [labels.name, labels.email, labels.company, labels.message]) {
    await expect(contactField(page, label)).toHaveValue('')
  }
  await expect(contactField(page, labels.subject)).toHaveValue('general')
  // Marked as handed over, so nothing ever posts it a second time.
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

test('offline, the message is said to be saved; changing it first drops the saved copy and returns to the text', async ({
  browser,
  baseURL,
}) => {
  // Offline as a returning visitor is: the service worker has kept the site.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' })
  const page = await context.newPage()
  try {
    await page.goto('/contact')
    await waitForServiceWorker(page)
    await waitForHydration(page)
    await fillContactForm(page)
    await context.setOffline(true)
    await expect(page.getByText(pwaCopy.offline)).toBeVisible()
    await page.getByRole('button', { name: contactFormCopy.submit }).click()
    const panel = mailHandOff(page)
    await expect(panel.getByRole('heading', { name: mailHandOffCopy.offlineTitle })).toBeFocused()
    await expect(panel).toContainText(mailHandOffCopy.offlineIntro)
    await expect.poll(() => outboxRows(page)).toEqual([expect.objectContaining({ status: 'queued' })])

    await panel.getByRole('button', { name: mailHandOffCopy.edit }).click()
    await expect(panel).toHaveCount(0)
    await expect(contactField(page, labels.message)).toBeFocused()
    await expect(contactField(page, labels.message)).toHaveValue(visitor.message)
    await expect.poll(() => outboxRows(page)).toEqual([])
  } finally {
    await context.close()
  }
})

test("on a phone, the toast after sending leaves the Send button clear, and speaks in the site's type", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  })
  const page = await context.newPage()
  try {
    await page.goto('/contact')
    await waitForHydration(page)
    await fillContactForm(page)
    await page.getByRole('button', { name: contactFormCopy.submit }).tap()
    await mailHandOff(page).getByRole('button', { name: mailHandOffCopy.confirm }).tap()
    const toast = toastWith(page, contactToasts.mailSent.title)
    await expect(toast).toBeVisible()
    // Where a thumb finds it: at the bottom of the screen.
    const send = page.getByRole('button', { name: contactFormCopy.submit })
    await send.evaluate((button) => button.scrollIntoView({ block: 'end' }))
    // Measured once the toast has finished sliding in.
    let lastY = Number.NaN
    await expect
      .poll(async () => {
        const y = (await toast.boundingBox())?.y ?? Number.NaN
        const settled = y === lastY
        lastY = y
        return settled
      })
      .toBe(true)
    const [toastBox, sendBox] = [(await toast.boundingBox())!, (await send.boundingBox())!]
    const apart = toastBox.y + toastBox.height <= sendBox.y || sendBox.y + sendBox.height <= toastBox.y
    expect(apart, 'the toast does not cover Send').toBe(true)
    expect(await toast.evaluate((item) => getComputedStyle(item).fontFamily)).toMatch(/^"?Inter Variable/)
  } finally {
    await context.close()
  }
})

test('with inline errors shown and an answer open, axe finds nothing', async ({ page }) => {
  await page.getByRole('button', { name: contactFormCopy.submit }).click()
  await page.getByText(contactFaq.items[0]!.question).click()
  await scrollThrough(page)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(
    results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([])
})
