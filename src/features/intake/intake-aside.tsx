import { NumberedSteps } from '../../components/ui/numbered-steps'
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
      <NumberedSteps steps={intakeAside.steps} tone="dark" />
    </aside>
  )
}
