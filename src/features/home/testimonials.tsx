import { homeTestimonials } from '../../content/home'

/** Section 5: four client voices, each a quotation with its archetype and role. */
export function HomeTestimonials() {
  return (
    <section aria-labelledby="home-testimonials-title" className="bg-white py-20 md:py-28">
      <div className="container-page">
        <div className="max-w-2xl">
          <h2 id="home-testimonials-title" className="text-headline font-bold text-ink-950">
            {homeTestimonials.title}
          </h2>
          <p className="mt-4 text-lead text-ink-600">{homeTestimonials.intro}</p>
        </div>
        <ul className="mt-12 grid gap-5 md:mt-14 md:grid-cols-2 md:gap-6">
          {homeTestimonials.items.map((testimonial, index) => (
            <li key={testimonial.archetype}>
              <figure
                className={`flex h-full flex-col rounded-card p-7 ring-1 md:p-9 ${
                  index % 3 === 0 ? 'bg-iris-50 ring-iris-100' : 'bg-ink-50 ring-ink-200/70'
                }`}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 32 24"
                  className="h-6 w-8 text-iris-500"
                  fill="currentColor"
                >
                  <path d="M0 24V14C0 6 4 1 12 0l1 4c-4 1-6 4-6 8h6v12zm19 0V14c0-8 4-13 12-14l1 4c-4 1-6 4-6 8h6v12z" />
                </svg>
                <blockquote className="mt-5 flex-1 text-lg leading-relaxed font-medium text-ink-900 md:text-xl">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-7 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-ink-200 pt-5">
                  <span className="rounded-pill bg-ink-950 px-3 py-1 text-sm font-semibold text-white">
                    {testimonial.archetype}
                  </span>
                  <span className="text-[0.9375rem] text-ink-600">{testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
