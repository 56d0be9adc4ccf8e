import { ChoiceCard } from './choice-card'
import { FieldHint } from './field-hint'
import { hintIdOf } from './field-ids'
import { legendClasses } from './field-styles'

export interface CheckboxOption {
  /** The checkbox's name: each one is its own yes/no answer. */
  name: string
  label: string
  description?: string
  defaultChecked?: boolean
}

interface CheckboxGroupProps {
  id: string
  legend: string
  hint?: string
  options: readonly CheckboxOption[]
}

/** Independent yes/no answers under one legend, each a checkbox card ("yes" when ticked). */
export function CheckboxGroup({ id, legend, hint, options }: CheckboxGroupProps) {
  return (
    <fieldset aria-describedby={hint ? hintIdOf(id) : undefined}>
      <legend className={legendClasses}>{legend}</legend>
      <FieldHint id={hintIdOf(id)} text={hint} />
      <div className="mt-3 grid gap-3 md:grid-cols-3">
        {options.map((option) => (
          <ChoiceCard key={option.name} type="checkbox" value="yes" {...option} />
        ))}
      </div>
    </fieldset>
  )
}
