/**
 * The contact form typed at machine speed from the moment its fields appear (tests/e2e/during-load.ts):
 * nothing typed is lost, and Send sends exactly what was typed.
 */
import { contactFormCopy, contactSubjectLabels } from '../../src/content/contact'
import { catchMailApp, contactField, sendThroughMailApp } from './contact-helpers'
import { describeSweeps, openLoading, repeatVisits, startTyping, expectRaced } from './during-load'
import { isLive } from './first-visit'
import { expect, test } from './fixtures'

describeSweeps((rate) => {
  test('/contact keeps every field, and Send sends exactly what was typed', async ({ browser, baseURL }) => {
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
})
