import { testimonialSection } from '../../content/product'
import { toolkitTestimonials } from '../../content/product/testimonials'

/** One testimonial: the first of the three kept in content. */
export function ToolkitTestimonial() {
  const testimonial = toolkitTestimonials[0]
  if (!testimonial) return null
  return (
    <section aria-labelledby="testimonial-title" className="bg-ink-50 py-20 md:py-28">
      <div className="container-page">
        <h2
          id="testimonial-title"
          className="text-center text-xs font-bold tracking-[0.14em] text-iris-700 uppercase"
        >
          {testimonialSection.heading}
        </h2>
        <figure className="relative mx-auto mt-14 max-w-4xl rounded-card bg-white px-7 pt-14 pb-10 text-center shadow-card ring-1 ring-ink-200 md:px-16 md:pt-16 md:pb-12">
          <span
            aria-hidden="true"
            className="absolute -top-7 left-1/2 grid size-14 -translate-x-1/2 place-items-center rounded-full bg-sun-500 font-display text-5xl leading-none font-bold text-ink-950 shadow-lift"
          >
            <span className="translate-y-2">“</span>
          </span>
          <blockquote className="font-display text-xl leading-snug font-semibold text-ink-950 md:text-3xl md:leading-snug">
            <p>{testimonial.quote}</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center justify-center gap-4 text-left">
            <span
              aria-hidden="true"
              className="grid size-12 shrink-0 place-items-center rounded-full bg-iris-600 font-bold text-white"
            >
              {testimonial.initials}
            </span>
            <span>
              <span className="block font-semibold text-ink-950">{testimonial.name}</span>
              <span className="block text-sm text-ink-600">
                {testimonial.role}, {testimonial.company}
              </span>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  )
}
