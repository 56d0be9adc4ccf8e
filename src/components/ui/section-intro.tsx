interface SectionIntroProps {
  /** The id the section's aria-labelledby points at. */
  id: string
  eyebrow: string
  heading: string
  intro?: string
  tone?: 'light' | 'dark'
  align?: 'center' | 'start'
}

/** A page section's eyebrow, h2 and introduction, styled alike on every marketing page. */
export function SectionIntro({
  id,
  eyebrow,
  heading,
  intro,
  tone = 'light',
  align = 'center',
}: SectionIntroProps) {
  const dark = tone === 'dark'
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p
        className={`text-xs font-bold tracking-[0.14em] uppercase ${dark ? 'text-sun-400' : 'text-iris-700'}`}
      >
        {eyebrow}
      </p>
      <h2 id={id} className={`mt-3 text-headline font-bold ${dark ? 'text-white' : 'text-ink-950'}`}>
        {heading}
      </h2>
      {intro && <p className={`mt-5 text-lead ${dark ? 'text-ink-200' : 'text-ink-600'}`}>{intro}</p>}
    </div>
  )
}
