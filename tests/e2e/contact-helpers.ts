import type { Page } from '@playwright/test'
import { contactFormCopy } from '../../src/content/contact'
import { mailHandOffCopy } from '../../src/content/forms'
import { readStore } from './device-store'

export const visitor = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We would like a two-day workshop for our leadership team.\nThanks!',
}

/** The contact form's control labelled `label`. */
export function contactField(page: Page, label: string) {
  return page.getByRole('form', { name: contactFormCopy.title }).getByLabel(label)
}

/** Fills the contact form's required fields (and the company). */
export async function fillContactForm(page: Page, values = visitor): Promise<void> {
  const { labels } = contactFormCopy
  await contactField(page, labels.name).fill(values.name)
  await contactField(page, labels.email).fill(values.email)
  await contactField(page, labels.company).fill(values.company)
  await contactField(page, labels.message).fill(values.message)
}

/**
 * Catches the links that open the mail app instead of leaving the page for a mail program; resolves to a
 * function that reads the mailto: addresses caught so far.
 */
export async function catchMailApp(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const opened: string[] = []
    Object.assign(window, { openedMail: opened })
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest('a')
        if (link?.href.startsWith('mailto:')) {
          event.preventDefault()
          opened.push(link.href)
        }
      },
      true,
    )
  })
  return () => page.evaluate(() => (window as unknown as { openedMail: string[] }).openedMail)
}

/** The sonner toast showing `title`. */
export function toastWith(page: Page, title: string) {
  return page.getByRole('listitem').filter({ hasText: title })
}

interface OutboxRow {
  id: string
  status: string
  attempts: number
}

/** The outbox rows in this browser's IndexedDB (none before the app made it). */
export async function outboxRows(page: Page): Promise<OutboxRow[]> {
  return (await readStore<OutboxRow[]>(page, 'outbox', 'all')) ?? []
}

/** The panel that asks the visitor to send a saved message from their e-mail app. */
export function mailHandOff(page: Page) {
  return page.getByRole('region', { name: /e-mail app|Saved on this device/ })
}

/** Sends the contact form and opens the e-mail it becomes, as the visitor would: Send, then the panel's link. */
export async function sendThroughMailApp(page: Page): Promise<void> {
  await page.getByRole('button', { name: contactFormCopy.submit }).click()
  await mailHandOff(page).getByRole('link', { name: mailHandOffCopy.open }).click()
}
