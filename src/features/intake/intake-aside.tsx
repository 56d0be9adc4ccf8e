import { intakeAside } from '../../content/intake'

/** Beside the form: the three things that happen after the visitor starts. */
export function IntakeAside() {
  return (
    <aside
      aria-labelledby="intake-aside-heading"
      className="rounded-card bg-ink-900 p-6 text-white sm:p-8 lg:sticky lg:top-[calc(var(--spacing-bar)+1.5rem)]"
    >
      <h2 id="intake-aside-heading" className="text-title font-bold">
        {intakeAside.heading}
      </h2>
      <ol className="mt-6 grid gap-6">
        {intakeAside.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-sun-500 font-display font-bold text-ink-950"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-bold">{step.title}</h3>
              <p className="mt-1 text-sm text-ink-200">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </aside>
  )
}
