import { ChoiceCard } from '../../components/ui/choice-card'
import type { IntakeField } from '../../domain/intake-fields'
import { errorId, fieldId } from './field-ids'
import { FieldError } from './field-error'

interface ChoiceGroupProps<T extends string> {
  field: IntakeField
  legend: string
  value: T | ''
  options: readonly { value: T; label: string; description?: string }[]
  onChange: (value: T) => void
  error?: string
  /** 'compact' sets short labels two to a row even on phones. */
  columns?: 2 | 3 | 'compact'
}

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  compact: 'grid-cols-2 sm:grid-cols-4',
} as const

/** One required choice as a fieldset of radio cards, with its legend and inline error. */
export function ChoiceGroup<T extends string>({
  field,
  legend,
  value,
  options,
  onChange,
  error,
  columns = 2,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset>
      <legend className="font-semibold text-ink-950">{legend}</legend>
      <div className={`mt-3 grid gap-3 ${columnClasses[columns]}`}>
        {options.map((option, index) => (
          <ChoiceCard
            key={option.value}
            id={index === 0 ? fieldId(field) : undefined}
            type="radio"
            look={option.description ? 'card' : 'pill'}
            name={field}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            label={option.label}
            description={option.description}
            invalid={Boolean(error)}
            errorId={errorId(field)}
          />
        ))}
      </div>
      <FieldError field={field} message={error} />
    </fieldset>
  )
}
