import { useId } from 'react'
import { contactFaq } from '../../content/contact-faq'

/** Four questions; `<details name>` makes them an exclusive accordion: opening one closes the others. */
export function ContactFaq() {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="border-t border-ink-200 bg-white py-20 md:py-28">
      <div className="container-page max-w-3xl">
        <h2 id={titleId} className="text-headline font-bold text-ink-950">
          {contactFaq.title}
        </h2>
        <p className="mt-4 text-lead text-ink-600">{contactFaq.intro}</p>
        <div className="mt-10 divide-y divide-ink-200 border-y border-ink-200">
          {contactFaq.items.map((item) => (
            <details key={item.question} name="faq" className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-6 font-display text-lg font-bold text-ink-950 hover:text-iris-700 md:text-xl [&::-webkit-details-marker]:hidden">
                {item.question}
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-ink-100 text-ink-700 transition duration-200 group-open:rotate-45 group-open:bg-iris-600 group-open:text-white"
                >
                  <svg
                    viewBox="0 0 20 20"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2.5}
                  >
                    <path d="M10 4v12M4 10h12" strokeLinecap="round" />
                  </svg>
                </span>
              </summary>
              <p className="max-w-2xl pb-7 text-ink-600">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
