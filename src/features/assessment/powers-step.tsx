import { buttonClasses } from '../../components/ui/button-styles'
import { powersCopy } from '../../content/assessment'
import { POWER_CATEGORIES, REQUIRED_POWER_COUNT, superPowers } from '../../content/assessment/powers'
import { fill } from '../../lib/format'
import { useAssessment } from './assessment-store'
import { StepShell } from './step-shell'
import { Icon } from '../../components/ui/icon'

/**
 * "Choose Your Super-Powers": toggle exactly three, grouped by category in two columns, so all 24 fit in about
 * two phone screens; the counter and the button ride along at the bottom.
 */
export function PowersStep() {
  const { state, dispatch } = useAssessment()
  const selected = state.session.selectedPowers
  const remaining = REQUIRED_POWER_COUNT - selected.length
  const full = remaining === 0

  return (
    <StepShell
      heading={powersCopy.heading}
      intro={powersCopy.intro}
      progress={state.session.progress}
      onBack={() => dispatch({ type: 'back' })}
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-6 sm:gap-x-5">
        {POWER_CATEGORIES.map((category) => (
          <section key={category} aria-labelledby={`category-${category}`}>
            <h2
              id={`category-${category}`}
              className="inline-flex rounded-pill bg-iris-50 px-2.5 py-1 font-sans text-[0.6875rem] font-bold tracking-[0.12em] text-iris-700 uppercase ring-1 ring-iris-100 ring-inset"
            >
              {category}
            </h2>
            <div className="mt-2.5 grid gap-2">
              {superPowers
                .filter((power) => power.category === category)
                .map((power) => {
                  const pressed = selected.some((choice) => choice.id === power.id)
                  return (
                    <button
                      key={power.id}
                      type="button"
                      aria-pressed={pressed}
                      disabled={full && !pressed}
                      onClick={() =>
                        dispatch({ type: 'togglePower', power: { id: power.id, name: power.name } })
                      }
                      className={`relative flex flex-col gap-0.5 rounded-xl px-2.5 py-2 text-left ring-1 transition ring-inset disabled:cursor-not-allowed disabled:opacity-45 sm:gap-1 sm:px-4 sm:py-3 ${
                        pressed
                          ? 'bg-iris-600 text-white shadow-glow ring-iris-600'
                          : 'bg-white text-ink-900 ring-ink-200 hover:ring-iris-400'
                      }`}
                    >
                      <span className="pr-5 text-sm leading-snug font-semibold sm:text-base">
                        {power.name}
                      </span>
                      <span
                        className={`text-xs leading-snug sm:text-sm ${pressed ? 'text-iris-100' : 'text-ink-500'}`}
                      >
                        {power.description}
                      </span>
                      {pressed && (
                        <span
                          aria-hidden="true"
                          className="absolute top-2 right-2 grid size-4.5 place-items-center rounded-full bg-white text-iris-700 sm:top-3 sm:right-3"
                        >
                          <Icon name="check" className="size-3" strokeWidth={3} />
                        </span>
                      )}
                    </button>
                  )
                })}
            </div>
          </section>
        ))}
      </div>
      {/* The counter and the button stay on screen while the list scrolls, above the offline note if it shows. */}
      <div className="sticky-bottom-bar mt-8 flex items-center justify-between gap-3 rounded-2xl bg-white/95 py-2.5 pr-2.5 pl-4 shadow-lift ring-1 ring-ink-200 backdrop-blur">
        <p aria-live="polite" className="font-semibold text-ink-700 tabular-nums">
          {fill(powersCopy.counter, { count: selected.length, required: REQUIRED_POWER_COUNT })}
        </p>
        <button
          type="button"
          disabled={!full}
          onClick={() => dispatch({ type: 'generate', uuid: crypto.randomUUID() })}
          className={`${buttonClasses('primary', 'md')} disabled:bg-ink-200 disabled:text-ink-700 disabled:opacity-100`}
        >
          {full ? powersCopy.generate : fill(powersCopy.selectMore, { count: remaining })}
        </button>
      </div>
    </StepShell>
  )
}
