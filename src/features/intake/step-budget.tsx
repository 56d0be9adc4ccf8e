import { RadioGroup } from '../../components/form/radio-group'
import { TextField } from '../../components/form/text-field'
import { intakeFields } from '../../content/intake'
import {
  BUDGETS,
  budgetLabels,
  TIMELINES,
  timelineLabels,
  URGENCIES,
  urgencyLabels,
} from '../../content/intake-options'
import { INTAKE_MAX_LENGTH } from '../../domain/intake-fields'
import { fieldId } from './field-ids'
import type { StepProps } from './step-props'

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

const budgetOptions = options(BUDGETS, budgetLabels)
const timelineOptions = options(TIMELINES, timelineLabels)
const urgencyOptions = options(URGENCIES, urgencyLabels)

/** Step 3, Budget & Timeline: budget, timeline, urgency and anything else. */
export function StepBudget({ errors }: StepProps) {
  return (
    <div className="grid gap-8">
      <RadioGroup
        id={fieldId('budget')}
        name="budget"
        legend={intakeFields.budget.legend}
        options={budgetOptions}
        error={errors.budget}
        columns={3}
      />
      <RadioGroup
        id={fieldId('timeline')}
        name="timeline"
        legend={intakeFields.timeline.legend}
        options={timelineOptions}
        error={errors.timeline}
      />
      <RadioGroup
        id={fieldId('urgency')}
        name="urgency"
        legend={intakeFields.urgency.legend}
        options={urgencyOptions}
        error={errors.urgency}
        columns="compact"
      />
      <TextField
        id={fieldId('additionalInfo')}
        name="additionalInfo"
        label={intakeFields.additionalInfo.label}
        hint={intakeFields.additionalInfo.hint}
        rows={4}
        maxLength={INTAKE_MAX_LENGTH.additionalInfo}
        optional
      />
    </div>
  )
}
