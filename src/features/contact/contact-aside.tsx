import { Link } from '@tanstack/react-router'
import { contactCard } from '../../content/contact'
import { Icon } from '../../components/ui/icon'

/** Beside the form: the e-mail contact card, the response-time note and a way into the workshop intake. */
export function ContactAside() {
  return (
    <aside aria-label={contactCard.label} className="grid content-start gap-5">
      <div className="on-dark relative isolate overflow-hidden rounded-[1.75rem] bg-ink-950 p-7 text-white shadow-lift">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-16 -z-10 size-48 rounded-full bg-iris-600/50 blur-3xl"
        />
        <h2 className="font-display text-xl font-bold">{contactCard.title}</h2>
        <p className="mt-2 text-ink-200">{contactCard.text}</p>
        <a
          href={`mailto:${contactCard.email}`}
          className="mt-5 inline-flex max-w-full items-center gap-2 rounded-pill bg-white/10 px-4 py-2.5 font-semibold break-all text-white ring-1 ring-white/25 transition ring-inset hover:bg-white/20"
        >
          {contactCard.email}
        </a>
      </div>

      <div className="rounded-[1.75rem] bg-white p-7 shadow-card ring-1 ring-ink-200">
        <h2 className="flex items-center gap-2.5 font-display text-lg font-bold text-ink-950">
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-full bg-mint-100 text-mint-600"
          >
            <Icon name="check" className="size-4" strokeWidth={2.5} />
          </span>
          {contactCard.responseTitle}
        </h2>
        <p className="mt-3 text-ink-600">{contactCard.response}</p>
      </div>

      <div className="rounded-[1.75rem] bg-iris-50 p-7 ring-1 ring-iris-100">
        <h2 className="font-display text-lg font-bold text-ink-950">{contactCard.workshopsTitle}</h2>
        <p className="mt-2 text-ink-600">{contactCard.workshops}</p>
        <Link
          to="/intake"
          className="mt-4 inline-flex items-center gap-2 font-semibold text-iris-700 hover:text-iris-600"
        >
          {contactCard.workshopsAction}
          <Icon name="arrow-right" />
        </Link>
      </div>
    </aside>
  )
}
