// Where "Book Discovery Call" takes a visitor who finished the intake: the consultancy's booking page with
// their e-mail address and a line about the intake already in it (Cal.com's and Calendly's own prefill
// parameters; any other booking page as it is), or, without one, the contact form filled in the same way.
import type { ContactPrefill } from '../forms/contact-prefill'
import type { IntakeAnswers } from './intake-fields'

export type DiscoveryCall = { kind: 'booking'; href: string } | { kind: 'contact'; search: ContactPrefill }

/** Cal.com reads `email` and `notes` (the booking's "Additional notes"); Calendly `email` and `a1`. */
function prefilled(booking: URL, email: string, summary: string): string {
  const host = booking.hostname.toLowerCase()
  const on = (domain: string) => host === domain || host.endsWith(`.${domain}`)
  const params = on('cal.com')
    ? { email, notes: summary }
    : on('calendly.com')
      ? { email, a1: summary }
      : null
  if (params)
    for (const [name, value] of Object.entries(params)) if (value) booking.searchParams.set(name, value)
  return booking.href
}

export function discoveryCall(
  bookingUrl: string | null,
  answers: IntakeAnswers,
  summary: string,
): DiscoveryCall {
  const email = answers.email.trim()
  let booking: URL | null = null
  try {
    booking = bookingUrl ? new URL(bookingUrl) : null
  } catch {
    // A booking address that is not one: the contact form takes the visitor instead.
  }
  if (booking && (booking.protocol === 'https:' || booking.protocol === 'http:'))
    return { kind: 'booking', href: prefilled(booking, email, summary) }
  const search: ContactPrefill = { subject: 'workshop', message: summary }
  if (email) search.email = email
  if (answers.orgName.trim()) search.company = answers.orgName.trim()
  if (answers.role.trim()) search.role = answers.role.trim()
  return { kind: 'contact', search }
}
