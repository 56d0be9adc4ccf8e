import { CheckboxGroup } from '../../components/form/checkbox-group'
import { RadioGroup } from '../../components/form/radio-group'
import { TextField } from '../../components/form/text-field'
import { intakeFields } from '../../content/intake'
import { AI_USE_LEVELS, aiUseLabels, GAPS, gapLabels } from '../../content/intake-options'
import { INTAKE_MAX_LENGTH } from '../../domain/intake/intake-fields'
import { fieldId } from './field-ids'
import { labelledProps, legendProps } from './field-props'
import type { StepProps } from './step-props'

const aiUseOptions = AI_USE_LEVELS.map((level) => ({ value: level, ...aiUseLabels[level] }))
const gapOptions = GAPS.map((gap) => ({ name: gap, ...gapLabels[gap] }))

/** Step 2, Gap Assessment: the gaps the visitor sees, how AI is used today, and their challenges. */
export function StepGaps({ errors }: StepProps) {
  return (
    <div className="grid gap-8">
      <CheckboxGroup
        id={fieldId('gaps')}
        legend={intakeFields.gaps.legend}
        hint={intakeFields.gaps.hint}
        options={gapOptions}
      />
      <RadioGroup {...legendProps('currentAIUse', errors)} options={aiUseOptions} />
      <TextField
        {...labelledProps('challenges', errors)}
        maxLength={INTAKE_MAX_LENGTH.challenges}
        rows={4}
        required
      />
    </div>
  )
}
