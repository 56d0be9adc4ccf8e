import { buttonClasses } from '../../components/ui/button-styles'
import { powersCopy } from '../../content/assessment'
import { POWER_CATEGORIES, REQUIRED_POWER_COUNT, superPowers } from '../../content/assessment/powers'
import { fill } from '../../lib/format'
import { useAssessment } from './assessment-store'
import { StepShell } from './step-shell'
import { Icon } from '../../components/ui/icon'

/** "Choose Your Super-Powers": toggle exactly three, grouped by category. */
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
      <p aria-live="polite" className="font-semibold text-ink-700 tabular-nums">
        {fill(powersCopy.counter, { count: selected.length, required: REQUIRED_POWER_COUNT })}
      </p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {POWER_CATEGORIES.map((category) => (
          <section key={category} aria-labelledby={`category-${category}`}>
            <h2
              id={`category-${category}`}
              className="font-sans text-xs font-bold tracking-[0.14em] text-ink-500 uppercase"
            >
              {category}
            </h2>
            <div className="mt-3 grid gap-2">
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
                      className={`flex items-start justify-between gap-3 rounded-2xl px-4 py-3 text-left ring-1 transition ring-inset disabled:cursor-not-allowed disabled:opacity-45 ${
                        pressed
                          ? 'bg-iris-600 text-white ring-iris-600 shadow-glow'
                          : 'bg-white text-ink-900 ring-ink-200 hover:ring-iris-400'
                      }`}
                    >
                      <span>
                        <span className="block font-semibold">{power.name}</span>
                        <span
                          className={`mt-0.5 block text-sm ${pressed ? 'text-iris-100' : 'text-ink-500'}`}
                        >
                          {power.description}
                        </span>
                      </span>
                      <span
                        aria-hidden="true"
                        className={`mt-1 grid size-5 shrink-0 place-items-center rounded-full ring-2 ${
                          pressed ? 'bg-white text-iris-700 ring-white' : 'ring-ink-300'
                        }`}
                      >
                        {pressed && <Icon name="check" className="size-3.5" strokeWidth={3} />}
                      </span>
                    </button>
                  )
                })}
            </div>
          </section>
        ))}
      </div>
      <div className="sticky bottom-4 mt-8 flex justify-center">
        <button
          type="button"
          disabled={!full}
          onClick={() => dispatch({ type: 'generate', uuid: crypto.randomUUID() })}
          className={`w-full shadow-lift sm:w-auto ${buttonClasses('primary', 'lg')} disabled:bg-ink-200 disabled:text-ink-700 disabled:opacity-100 disabled:shadow-card`}
        >
          {full ? powersCopy.generate : fill(powersCopy.selectMore, { count: remaining })}
        </button>
      </div>
    </StepShell>
  )
}
