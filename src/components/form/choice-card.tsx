import { useId } from 'react'

export interface ChoiceCardProps {
  type: 'radio' | 'checkbox'
  name: string
  value: string
  label: string
  /** Ticked when the page is drawn; from then on the control itself owns its state. */
  defaultChecked?: boolean
  /** A line under the label, read as the control's description rather than its name. */
  description?: string
  /** Given to the control, so an error can send focus to it. */
  id?: string
  invalid?: boolean
  /** An error message's id, read after the description. */
  errorId?: string
  /** 'pill' for short labels set in a row; 'card' for a label with a description. */
  look?: 'card' | 'pill'
}

/** A native radio button or checkbox inside a large, tappable card; the whole card is its label. */
export function ChoiceCard({
  type,
  name,
  value,
  label,
  defaultChecked,
  description,
  id,
  invalid = false,
  errorId,
  look = 'card',
}: ChoiceCardProps) {
  const labelId = useId()
  const descriptionId = useId()
  const describedBy = [description && descriptionId, invalid && errorId].filter(Boolean).join(' ')
  return (
    <label
      className={`flex cursor-pointer gap-3 bg-white ring-1 ring-ink-200 transition duration-200 ring-inset hover:ring-ink-400 has-checked:bg-iris-50 has-checked:ring-2 has-checked:ring-iris-600 ${
        look === 'pill' ? 'min-h-12 items-center rounded-pill px-4' : 'items-start rounded-2xl p-4'
      }`}
    >
      <input
        id={id}
        type={type}
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        aria-labelledby={labelId}
        aria-describedby={describedBy || undefined}
        aria-invalid={invalid || undefined}
        className={`size-5 shrink-0 cursor-pointer accent-iris-600 ${look === 'card' ? 'mt-0.5' : ''}`}
      />
      <span>
        <span id={labelId} className="block font-semibold text-ink-950">
          {label}
        </span>
        {description && (
          <span id={descriptionId} className="mt-1 block text-sm text-ink-600">
            {description}
          </span>
        )}
      </span>
    </label>
  )
}
