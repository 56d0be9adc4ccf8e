import { RadioGroup } from '../../components/form/radio-group'
import { TextField } from '../../components/form/text-field'
import {
  BUDGETS,
  budgetLabels,
  TIMELINES,
  timelineLabels,
  URGENCIES,
  urgencyLabels,
} from '../../content/intake-options'
import { INTAKE_MAX_LENGTH } from '../../domain/intake/intake-fields'
import { labelledProps, legendProps } from './field-props'
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
      <RadioGroup {...legendProps('budget', errors)} options={budgetOptions} columns={3} />
      <RadioGroup {...legendProps('timeline', errors)} options={timelineOptions} />
      <RadioGroup {...legendProps('urgency', errors)} options={urgencyOptions} columns="compact" />
      <TextField
        {...labelledProps('additionalInfo', errors)}
        rows={4}
        maxLength={INTAKE_MAX_LENGTH.additionalInfo}
        optional
      />
    </div>
  )
}
