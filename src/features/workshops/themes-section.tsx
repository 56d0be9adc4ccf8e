import { workshopThemes } from '../../content/workshops/sections'
import { SectionHeading } from './section-heading'

/** The themes a workshop can be built around. */
export function ThemesSection() {
  return (
    <section aria-labelledby="themes-heading" className="container-page py-20 md:py-28">
      <SectionHeading id="themes-heading" copy={workshopThemes} />
      <ul className="mt-12 grid gap-px overflow-hidden rounded-card bg-ink-200 ring-1 ring-ink-200 sm:grid-cols-2 lg:grid-cols-3">
        {workshopThemes.themes.map((theme) => (
          <li key={theme.title} className="bg-ink-50 p-6 md:p-8">
            <h3 className="text-lg font-bold text-ink-950">{theme.title}</h3>
            <p className="mt-2 text-ink-600">{theme.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
