import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { CONTACT_SEND_DELAY_MS, contactFormCopy } from '../../src/content/contact'
import { contactFaq } from '../../src/content/contact-faq'
import { mailHandOffCopy } from '../../src/content/forms'
import type { DeliverRequest, MailHandOff } from '../../src/domain/forms/request-delivery'
import { ContactFaq } from '../../src/features/contact/contact-faq'
import { ContactForm } from '../../src/features/contact/contact-form'

const { labels, errors } = contactFormCopy
const visitor = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We would like a two-day workshop for our leadership team.',
}

/** The message as the outbox would hand it to the mail app; the visitor's answers on it are recorded. */
const handedOver = { confirmed: 0, discarded: 0 }
const handOff: MailHandOff = {
  to: 'hello@example.test',
  subject: `Message from ${visitor.name}`,
  body: visitor.message,
  href: 'mailto:hello@example.test',
  confirmSent: () => Promise.resolve(void handedOver.confirmed++),
  discard: () => Promise.resolve(void handedOver.discarded++),
}
const delivered: Parameters<DeliverRequest>[0][] = []
const deliver: DeliverRequest = (fields) => {
  delivered.push(fields)
  return Promise.resolve({ outcome: 'mail-app', mail: handOff })
}

async function openContact() {
  const screen = await render(<ContactForm deliver={deliver} />)
  const field = (label: string) => screen.getByLabelText(label, { exact: true })
  return {
    screen,
    name: field(labels.name),
    email: field(labels.email),
    company: screen.getByLabelText(labels.company),
    message: field(labels.message),
    send: screen.getByRole('button', { name: contactFormCopy.submit }),
  }
}

beforeEach(() => {
  delivered.length = 0
  Object.assign(handedOver, { confirmed: 0, discarded: 0 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('ContactForm', () => {
  it('gives each required field an inline error and the focus, in form order', async () => {
    const { name, email, company, message, send, screen } = await openContact()
    await send.click()
    await expect.element(name).toHaveFocus()
    for (const [field, text] of [
      [name, errors.name.required],
      [email, errors.email.required],
      [message, errors.message.required],
    ] as const) {
      await expect.element(field).toHaveAttribute('aria-invalid', 'true')
      await expect.element(field).toHaveAccessibleDescription(text)
    }
    await expect.element(company).not.toHaveAttribute('aria-invalid')

    await name.fill(visitor.name)
    await expect.element(name).not.toHaveAttribute('aria-invalid')
    await email.fill('ada@')
    await send.click()
    await expect.element(email).toHaveFocus()
    await expect.element(email).toHaveAccessibleDescription(errors.email.invalid)

    await email.fill(visitor.email)
    await send.click()
    await expect.element(message).toHaveFocus()
    await expect.element(message).toHaveAccessibleDescription(errors.message.required)
    expect(screen.getByText(contactFormCopy.sending).elements()).toHaveLength(0)
    expect(delivered).toEqual([])
  })

  it('sends once, shows the sending state for a second, then offers the e-mail app with the message held', async () => {
    const { name, email, company, message, send, screen } = await openContact()
    await name.fill(visitor.name)
    await email.fill(visitor.email)
    await company.fill(visitor.company)
    await message.fill(visitor.message)
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    await send.click()
    const sending = screen.getByRole('button', { name: contactFormCopy.sending })
    await expect.element(sending).toBeDisabled()
    expect(delivered).toEqual([expect.objectContaining({ name: visitor.name, email: visitor.email })])
    await vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS - 50)
    expect(screen.getByRole('heading', { name: mailHandOffCopy.title }).elements()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(50)
    await expect.element(screen.getByRole('heading', { name: mailHandOffCopy.title })).toHaveFocus()
    // The message stays as typed, held still while it waits, and a held field is not flagged as empty.
    await expect.element(message).toHaveValue(visitor.message)
    await expect.element(message).toBeDisabled()
    await expect.element(name).not.toHaveAttribute('aria-invalid')

    vi.useRealTimers()
    await screen.getByRole('button', { name: mailHandOffCopy.confirm }).click()
    await expect.element(screen.getByRole('heading', { name: contactFormCopy.title })).toHaveFocus()
    expect(handedOver).toEqual({ confirmed: 1, discarded: 0 })
    for (const field of [name, email, company, message]) await expect.element(field).toHaveValue('')
  })

  it('fills in what its address brought (the intake’s discovery call), and sends it as typed by the visitor', async () => {
    const prefill = {
      email: visitor.email,
      company: visitor.company,
      subject: 'workshop' as const,
      message: 'Discovery call for Analytical Engines.',
    }
    const screen = await render(<ContactForm deliver={deliver} prefill={prefill} />)
    const field = (label: string) => screen.getByLabelText(label, { exact: true })
    await expect.element(field(labels.email)).toHaveValue(visitor.email)
    await expect.element(screen.getByLabelText(labels.company)).toHaveValue(visitor.company)
    await expect.element(field(labels.subject)).toHaveValue('workshop')
    await expect.element(field(labels.message)).toHaveValue(prefill.message)
    await field(labels.name).fill(visitor.name)
    await screen.getByRole('button', { name: contactFormCopy.submit }).click()
    await vi.waitFor(() => expect(delivered).toHaveLength(1), { timeout: CONTACT_SEND_DELAY_MS * 3 })
    expect(delivered[0]).toMatchObject({ ...prefill, name: visitor.name })
  })

  it('"Change the message" drops the saved copy and returns to the text', async () => {
    const { name, email, message, send, screen } = await openContact()
    await name.fill(visitor.name)
    await email.fill(visitor.email)
    await message.fill(visitor.message)
    await send.click()
    await screen.getByRole('button', { name: mailHandOffCopy.edit }).click()
    await expect.element(message).toHaveFocus()
    await expect.element(message).toHaveValue(visitor.message)
    await expect.element(message).toBeEnabled()
    expect(handedOver).toEqual({ confirmed: 0, discarded: 1 })
  })
})

describe('ContactFaq', () => {
  it('has four questions; one open at a time, it closes again, and the keyboard opens one', async () => {
    const screen = await render(<ContactFaq />)
    const items = () => [...screen.container.querySelectorAll('details[name="faq"]')]
    expect(items()).toHaveLength(4)
    const answers = contactFaq.items.map((item) => item.answer).join(' ')
    expect(answers).toContain('2-3 weeks')
    expect(answers).toMatch(/virtual.*in-person.*hybrid/)
    const opened = () => items().filter((item) => item.hasAttribute('open')).length

    const [first, second, , fourth] = contactFaq.items
    await screen.getByText(first!.question).click()
    await expect.element(screen.getByText(first!.answer)).toBeVisible()
    await screen.getByText(second!.question).click()
    await expect.element(screen.getByText(second!.answer)).toBeVisible()
    await expect.element(screen.getByText(first!.answer)).not.toBeVisible()
    expect(opened()).toBe(1)
    await screen.getByText(second!.question).click()
    await expect.poll(opened).toBe(0)

    // The question is a native disclosure button.
    ;(screen.getByText(fourth!.question).element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(screen.getByText(fourth!.answer)).toBeVisible()
  })
})
