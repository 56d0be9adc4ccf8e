import { PageHero } from '../../components/ui/page-hero'
import { contactHero } from '../../content/contact'
import type { ContactPrefill } from '../../domain/forms/contact-prefill'
import type { DeliverRequest } from '../../domain/forms/request-delivery'
import { ContactAside } from './contact-aside'
import { ContactFaq } from './contact-faq'
import { ContactForm } from './contact-form'

interface ContactPageProps {
  deliver: DeliverRequest
  /** What the address fills in (the intake's "Book Discovery Call"). */
  prefill?: ContactPrefill
}

/** /contact: the hero, the message form beside the e-mail card and response time, then the FAQ. */
export function ContactPage({ deliver, prefill }: ContactPageProps) {
  return (
    <>
      <PageHero hero={contactHero} />
      <section className="bg-ink-50 py-16 md:py-24">
        <div className="container-page grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
          <ContactForm deliver={deliver} prefill={prefill} />
          <ContactAside />
        </div>
      </section>
      <ContactFaq />
    </>
  )
}
