/**
 * Chromium's own autofill, with a saved address profile, fills the forms as a returning visitor's browser
 * would. The spam trap must stay empty, or a real visitor's message would be taken for spam and dropped.
 */
import type { Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { contactFormCopy } from '../../src/content/contact'
import { intakeFields } from '../../src/content/intake'
import { HONEYPOT_FIELD } from '../../src/domain/forms/form-honeypot'
import { contactField, mailHandOff, visitor } from './contact-helpers'
import { expect, test, waitForHydration } from './fixtures'
import { openIntake } from './intake-helpers'

// Chromium's autofill (its DevTools domain included) is in the desktop browser only, not the headless shell.
test.use({ launchOptions: chromiumLaunchOptions() })

/** A full address profile, as a browser keeps one: every type Chromium can fill into a form like ours. */
const PROFILE = {
  fields: [
    { name: 'NAME_FULL', value: visitor.name },
    { name: 'EMAIL_ADDRESS', value: visitor.email },
    { name: 'COMPANY_NAME', value: visitor.company },
    { name: 'PHONE_HOME_WHOLE_NUMBER', value: '+442079460000' },
    { name: 'ADDRESS_HOME_LINE1', value: '12 Analytical Row' },
    { name: 'ADDRESS_HOME_CITY', value: 'London' },
    { name: 'ADDRESS_HOME_ZIP', value: 'N1 9GU' },
    { name: 'ADDRESS_HOME_COUNTRY', value: 'GB' },
  ],
}

/**
 * Fills the form around `anchor` from the profile through Chromium's autofill (the DevTools protocol's
 * Autofill domain, which runs the browser's real field detection), and resolves to the names it filled.
 * The browser reads a page's forms a moment after they change, as hydration does; a trigger before that
 * fills nothing, so it is sent again until the browser fills the form, as a visitor would focus it again.
 */
async function autofill(page: Page, anchor: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  let filledFields: string[] | undefined
  cdp.on('Autofill.addressFormFilled', (event) => {
    filledFields = event.filledFields.filter((field) => field.value !== '').map((field) => field.name)
  })
  await cdp.send('Autofill.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: anchor })
  const { node } = await cdp.send('DOM.describeNode', { nodeId })
  await expect
    .poll(
      async () => {
        if (!filledFields?.length)
          await cdp.send('Autofill.trigger', { fieldId: node.backendNodeId, address: PROFILE })
        return filledFields ?? []
      },
      { intervals: [250], timeout: 10_000 },
    )
    .not.toEqual([])
  return filledFields!
}

const trap = (page: Page) => page.locator(`[name="${HONEYPOT_FIELD}"]`)

test('autofill fills the contact form but not the trap, and the message goes out', async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
  const filled = await autofill(page, 'input[name="name"]')

  expect(filled).toEqual(expect.arrayContaining(['name', 'email', 'company']))
  expect(filled).not.toContain(HONEYPOT_FIELD)
  await expect(contactField(page, contactFormCopy.labels.name)).toHaveValue(visitor.name)
  await expect(contactField(page, contactFormCopy.labels.email)).toHaveValue(visitor.email)
  await expect(trap(page)).toHaveValue('')

  await contactField(page, contactFormCopy.labels.message).fill(visitor.message)
  await page.getByRole('button', { name: contactFormCopy.submit }).click()
  await expect(mailHandOff(page)).toBeVisible()
})

test('autofill fills the intake form but not the trap', async ({ page }) => {
  await openIntake(page)
  const filled = await autofill(page, 'input[name="email"]')

  expect(filled).toContain('email')
  expect(filled).not.toContain(HONEYPOT_FIELD)
  await expect(page.getByLabel(intakeFields.email.label)).toHaveValue(visitor.email)
  await expect(trap(page)).toHaveValue('')
})
