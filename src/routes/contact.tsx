import { createFileRoute } from '@tanstack/react-router'
import { loadPageHead } from '../glue/load-page-head'
import type { DeliverRequest } from '../domain/forms/request-delivery'
import { parseContactPrefill } from '../domain/forms/contact-prefill'
import { ContactPage } from '../features/contact/contact-page'

// The outbox (and Dexie behind it) loads when the visitor sends, not with the page.
const deliver: DeliverRequest = (fields) =>
  import('../features/outbox/submit-request').then((outbox) => outbox.submitRequest('contact', fields))

export const Route = createFileRoute('/contact')({
  // What an address may fill in: the intake's "Book Discovery Call" brings its answers.
  validateSearch: parseContactPrefill,
  head: () => loadPageHead('contact'),
  component: function Contact() {
    return <ContactPage deliver={deliver} prefill={Route.useSearch()} />
  },
})
