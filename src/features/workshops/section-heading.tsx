interface SectionHeadingProps {
  id: string
  /** The section's own words, as its content names them. */
  copy: { eyebrow: string; heading: string; intro: string }
}

/** The eyebrow, h2 and intro that open each section of the workshops page. */
export function SectionHeading({ id, copy }: SectionHeadingProps) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-bold tracking-[0.14em] text-iris-700 uppercase">{copy.eyebrow}</p>
      <h2 id={id} className="mt-2 text-headline font-bold text-ink-950">
        {copy.heading}
      </h2>
      <p className="mt-4 text-lead text-ink-600">{copy.intro}</p>
    </div>
  )
}
