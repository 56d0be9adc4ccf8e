import { aboutPurpose } from '../../content/about'

/** Mission and vision side by side. */
export function AboutPurpose() {
  return (
    <section aria-label={aboutPurpose.label} className="bg-ink-50 py-20 md:py-28">
      <div className="container-page grid gap-5 md:grid-cols-2 md:gap-6">
        {aboutPurpose.items.map((item, index) => (
          <article
            key={item.title}
            aria-labelledby={`about-purpose-${index}`}
            className={`rounded-card p-8 md:p-12 ${
              index === 0 ? 'on-dark hero-mesh text-white' : 'bg-white shadow-card ring-1 ring-ink-200/70'
            }`}
          >
            <h2
              id={`about-purpose-${index}`}
              className={`text-title font-bold ${index === 0 ? 'text-sun-400' : 'text-iris-700'}`}
            >
              {item.title}
            </h2>
            <p
              className={`mt-5 font-display text-xl leading-snug font-medium md:text-2xl ${
                index === 0 ? 'text-white' : 'text-ink-900'
              }`}
            >
              {item.text}
            </p>
          </article>
        ))}
      </div>
    </section>
  )
}
