import { ChoiceCard } from './choice-card'
import { FieldError } from './field-error'
import { errorIdOf } from './field-ids'
import { legendClasses } from './field-styles'

export interface RadioOption<T extends string> {
  value: T
  label: string
  description?: string
}

interface RadioGroupProps<T extends string> {
  /** The first option's id, so an error can send focus to the group; the error's id derives from it. */
  id: string
  name: string
  legend: string
  options: readonly RadioOption<T>[]
  defaultValue?: T | ''
  error?: string
  /** 'compact' sets short labels two to a row even on phones. */
  columns?: 2 | 3 | 'compact'
}

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  compact: 'grid-cols-2 sm:grid-cols-4',
} as const

/** One choice out of several, as a fieldset of radio cards with its legend and inline error. */
export function RadioGroup<T extends string>({
  id,
  name,
  legend,
  options,
  defaultValue,
  error,
  columns = 2,
}: RadioGroupProps<T>) {
  return (
    <fieldset>
      <legend className={legendClasses}>{legend}</legend>
      <div className={`mt-3 grid gap-3 ${columnClasses[columns]}`}>
        {options.map((option, index) => (
          <ChoiceCard
            key={option.value}
            id={index === 0 ? id : undefined}
            type="radio"
            look={option.description ? 'card' : 'pill'}
            name={name}
            value={option.value}
            defaultChecked={defaultValue === option.value}
            label={option.label}
            description={option.description}
            invalid={Boolean(error)}
            errorId={errorIdOf(id)}
          />
        ))}
      </div>
      <FieldError id={errorIdOf(id)} message={error} />
    </fieldset>
  )
}
