import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { FormCard } from '../../../components/form/form-card'
import { RadioGroup } from '../../../components/form/radio-group'
import { SubmitButton } from '../../../components/form/submit-button'
import { useSubmitAction } from '../../../components/form/use-submit-action'
import { showToast } from '../../../components/layout/show-toast'
import { buttonClasses } from '../../../components/ui/button-styles'
import { ErrorAlert } from '../../../components/ui/error-alert'
import { storageFailureMessage } from '../../../content/storage-errors'
import { runningWorkshopCopy, workshopStorageErrors } from '../../../content/facilitator/tablet'
import type { Workshop } from '../../../domain/workshop/workshop-types'
import { fill, formatLongDate } from '../../../lib/format'
import { GroupView } from '../group/group-view'
import { IdleSetting } from './idle-setting'
import { lockFacilitator } from './facilitator-unlock'
import { finishWorkshop } from './workshop-mode'

const endOptions = [
  { value: 'keep', label: runningWorkshopCopy.keep, description: runningWorkshopCopy.keepHint },
  { value: 'delete', label: runningWorkshopCopy.delete, description: runningWorkshopCopy.deleteHint },
] as const

/** The facilitator's controls for the running workshop: where attendees go, the group, the idle time, the end. */
export function RunningWorkshop({ workshop }: { workshop: Workshop }) {
  const id = useId()
  const [error, end, ending] = useSubmitAction(async (_previous: string | null, form: FormData) => {
    const choice = form.get('results')
    const results = choice === 'delete' ? 'delete' : 'keep'
    const ended = await finishWorkshop(workshop, results)
    if (!ended.ok) return storageFailureMessage(ended.failure, workshopStorageErrors.end)
    showToast((toast) => toast.success(runningWorkshopCopy.ended))
    return null
  }, null)

  return (
    <div className="grid gap-8">
      <section
        aria-labelledby={`${id}-title`}
        className="rounded-[1.75rem] bg-ink-950 p-6 text-white shadow-card sm:p-10"
      >
        <h2 id={`${id}-title`} className="text-title font-bold">
          {fill(runningWorkshopCopy.title, { name: workshop.name })}
        </h2>
        <p className="mt-2 text-ink-300">
          {fill(runningWorkshopCopy.since, { time: formatLongDate(workshop.startedAt) })}
        </p>
        <p className="mt-1 text-ink-300">{fill(runningWorkshopCopy.tablet, { tablet: workshop.tablet })}</p>
        {/* Handing the tablet to the room locks the facilitator's pages behind it. */}
        <Link to="/mojo-me" onClick={lockFacilitator} className={`${buttonClasses('on-dark', 'lg')} mt-8`}>
          {runningWorkshopCopy.openMojoMe}
        </Link>
      </section>

      <GroupView workshop={workshop} />

      <section
        aria-labelledby={`${id}-settings`}
        className="rounded-[1.75rem] bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10"
      >
        <h2 id={`${id}-settings`} className="mb-6 text-title font-bold text-ink-950">
          {runningWorkshopCopy.settingsTitle}
        </h2>
        <IdleSetting workshop={workshop} />
      </section>

      <FormCard
        id={`${id}-end`}
        title={runningWorkshopCopy.endTitle}
        intro={runningWorkshopCopy.endIntro}
        onSubmit={end}
      >
        <div className="mt-6">
          <RadioGroup
            id={`${id}-results`}
            name="results"
            legend={runningWorkshopCopy.resultsLegend}
            options={endOptions}
            defaultValue="keep"
          />
        </div>
        <ErrorAlert message={error} className="mt-6" />
        <SubmitButton busy={ending} className="mt-8">
          {ending ? runningWorkshopCopy.ending : runningWorkshopCopy.end}
        </SubmitButton>
      </FormCard>
    </div>
  )
}
