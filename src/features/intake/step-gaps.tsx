import { ChoiceCard } from '../../components/ui/choice-card'
import { intakeFields } from '../../content/intake'
import { AI_USE_LEVELS, aiUseLabels, GAPS, gapLabels } from '../../content/intake-options'
import { ChoiceGroup } from './choice-group'
import { fieldId } from './field-ids'
import type { StepProps } from './step-props'
import { TextField } from './text-field'

const aiUseOptions = AI_USE_LEVELS.map((level) => ({ value: level, ...aiUseLabels[level] }))

/** Step 2, Gap Assessment: the gaps the visitor sees, how AI is used today, and their challenges. */
export function StepGaps({ answers, update, errors }: StepProps) {
  return (
    <div className="grid gap-8">
      <fieldset aria-describedby={`${fieldId('gaps')}-hint`}>
        <legend className="font-semibold text-ink-950">{intakeFields.gaps.legend}</legend>
        <p id={`${fieldId('gaps')}-hint`} className="mt-1 text-sm text-ink-600">
          {intakeFields.gaps.hint}
        </p>
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          {GAPS.map((gap) => (
            <ChoiceCard
              key={gap}
              type="checkbox"
              name={gap}
              value="yes"
              checked={answers[gap]}
              onChange={(checked) => update(gap, checked)}
              label={gapLabels[gap].label}
              description={gapLabels[gap].description}
            />
          ))}
        </div>
      </fieldset>
      <ChoiceGroup
        field="currentAIUse"
        legend={intakeFields.currentAIUse.legend}
        value={answers.currentAIUse}
        options={aiUseOptions}
        onChange={(value) => update('currentAIUse', value)}
        error={errors.currentAIUse}
      />
      <TextField
        field="challenges"
        label={intakeFields.challenges.label}
        hint={intakeFields.challenges.hint}
        value={answers.challenges}
        onChange={(value) => update('challenges', value)}
        error={errors.challenges}
        multiline
        required
      />
    </div>
  )
}
