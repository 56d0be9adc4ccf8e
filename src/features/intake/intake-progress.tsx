import { Icon } from '../../components/ui/icon'
import { intakeCopy, intakeSteps } from '../../content/intake'
import { INTAKE_STEPS, type IntakeStep } from '../../domain/intake/intake-fields'
import { fill } from '../../lib/format'

/** The progress bar over the form, with the three step names underneath. */
export function IntakeProgress({ step }: { step: IntakeStep }) {
  const total = INTAKE_STEPS.length
  const title = intakeSteps[step].title
  return (
    <div>
      <div
        role="progressbar"
        aria-label={intakeCopy.progressLabel}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={fill(intakeCopy.progressText, { step, total, title })}
        className="h-2 overflow-hidden rounded-pill bg-ink-100"
      >
        <div
          className="h-full rounded-pill bg-gradient-to-r from-iris-600 to-iris-400 transition-[width] duration-500 ease-out-soft"
          style={{ width: `${(step / total) * 100}%` }}
        />
      </div>
      <ol className="mt-4 grid grid-cols-3 gap-2 text-sm">
        {INTAKE_STEPS.map((each) => {
          const done = each < step
          const current = each === step
          return (
            <li
              key={each}
              aria-current={current ? 'step' : undefined}
              className={`flex items-center gap-2 ${current ? 'font-semibold text-ink-950' : done ? 'text-ink-700' : 'text-ink-500'}`}
            >
              <span
                aria-hidden="true"
                className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold ${
                  done
                    ? 'bg-mint-600 text-white'
                    : current
                      ? 'bg-iris-600 text-white'
                      : 'bg-ink-100 text-ink-600'
                }`}
              >
                {done ? <Icon name="check" className="size-3.5" strokeWidth={3} /> : each}
              </span>
              <span className="hidden sm:inline">{intakeSteps[each].title}</span>
              <span className="sr-only sm:hidden">{intakeSteps[each].title}</span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
