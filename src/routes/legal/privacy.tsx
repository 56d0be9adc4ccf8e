import { createFileRoute } from '@tanstack/react-router'
import { loadPageHead } from '../../glue/load-page-head'
import { privacyPolicy } from '../../content/privacy'
import { DeleteDataButton } from '../../features/result/delete-data-button'

export const Route = createFileRoute('/legal/privacy')({
  head: () => loadPageHead('privacy'),
  component: PrivacyPolicyPage,
})

function PrivacyPolicyPage() {
  const policy = privacyPolicy
  return (
    <article
      aria-labelledby="page-title"
      className="bg-white pt-[calc(var(--spacing-bar)+3rem)] pb-24 md:pt-[calc(var(--spacing-bar)+5rem)]"
    >
      <div className="container-page grid gap-12 lg:grid-cols-[16rem_1fr]">
        <header className="lg:col-span-2">
          <p className="text-xs font-bold tracking-[0.14em] text-iris-700 uppercase">{policy.eyebrow}</p>
          <h1 id="page-title" className="mt-3 text-display font-bold text-ink-950">
            {policy.title}
          </h1>
          <p className="mt-4 text-ink-600">
            {policy.lastUpdatedLabel}: <time dateTime={policy.lastUpdatedIso}>{policy.lastUpdated}</time>
          </p>
        </header>
        <nav aria-label={policy.tocLabel} className="hidden lg:block">
          <div className="sticky top-[calc(var(--spacing-bar)+2rem)]">
            <h2 className="font-sans text-xs font-bold tracking-[0.14em] text-ink-500 uppercase">
              {policy.tocLabel}
            </h2>
            <ol className="mt-4 space-y-2 border-l border-ink-200 text-sm">
              {policy.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l-2 border-transparent pl-4 text-ink-600 hover:border-iris-500 hover:text-ink-950"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-prose">
          <p className="text-lead text-ink-700">{policy.intro}</p>
          {policy.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-12"
            >
              <h2 id={`${section.id}-title`} className="text-title font-bold text-ink-950">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-ink-700">
                  {paragraph}
                </p>
              ))}
              {'bullets' in section && section.bullets && (
                <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-ink-700 marker:text-iris-500">
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
              {section.id === 'your-rights' && (
                <div className="mt-6">
                  <DeleteDataButton />
                </div>
              )}
              {'email' in section && section.email && (
                <p className="mt-4">
                  <a
                    href={`mailto:${section.email}`}
                    className="font-semibold text-iris-700 underline decoration-iris-300 underline-offset-4 hover:decoration-iris-700"
                  >
                    {section.email}
                  </a>
                </p>
              )}
            </section>
          ))}
        </div>
      </div>
    </article>
  )
}
