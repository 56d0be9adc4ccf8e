import { intakeFields } from '../../content/intake'
import {
  BUDGETS,
  budgetLabels,
  TIMELINES,
  timelineLabels,
  URGENCIES,
  urgencyLabels,
} from '../../content/intake-options'
import { ChoiceGroup } from './choice-group'
import type { StepProps } from './step-props'
import { TextField } from './text-field'

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

const budgetOptions = options(BUDGETS, budgetLabels)
const timelineOptions = options(TIMELINES, timelineLabels)
const urgencyOptions = options(URGENCIES, urgencyLabels)

/** Step 3, Budget & Timeline: budget, timeline, urgency and anything else. */
export function StepBudget({ answers, update, errors }: StepProps) {
  return (
    <div className="grid gap-8">
      <ChoiceGroup
        field="budget"
        legend={intakeFields.budget.legend}
        value={answers.budget}
        options={budgetOptions}
        onChange={(value) => update('budget', value)}
        error={errors.budget}
        columns={3}
      />
      <ChoiceGroup
        field="timeline"
        legend={intakeFields.timeline.legend}
        value={answers.timeline}
        options={timelineOptions}
        onChange={(value) => update('timeline', value)}
        error={errors.timeline}
      />
      <ChoiceGroup
        field="urgency"
        legend={intakeFields.urgency.legend}
        value={answers.urgency}
        options={urgencyOptions}
        onChange={(value) => update('urgency', value)}
        error={errors.urgency}
        columns="compact"
      />
      <TextField
        field="additionalInfo"
        label={intakeFields.additionalInfo.label}
        hint={intakeFields.additionalInfo.hint}
        value={answers.additionalInfo}
        onChange={(value) => update('additionalInfo', value)}
        multiline
      />
    </div>
  )
}
