import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { Field, type FieldFrame } from './field'
import { describedControl } from './field-ids'
import { announceFormChange } from './use-form-values'

interface ComboboxFieldProps extends FieldFrame {
  name: string
  /** The suggestions for what is typed so far. */
  suggest: (text: string) => readonly string[]
  suggestionsLabel: string
  defaultValue?: string
  maxLength?: number
  placeholder?: string
  inputClassName: string
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * A text field with suggestions, following the ARIA 1.2 combobox pattern (list autocomplete, arrow keys,
 * Enter, Escape, Tab). The field is uncontrolled, like the rest of the kit. The list floats over the page
 * below the field, so opening or closing it never moves anything a finger may be on its way to; and once
 * the text is exactly a suggestion there is nothing left to suggest, so the list steps aside.
 */
export function ComboboxField({
  name,
  suggest,
  suggestionsLabel,
  defaultValue = '',
  maxLength,
  placeholder,
  inputClassName,
  ...frame
}: ComboboxFieldProps) {
  const { id, hint, error } = frame
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(defaultValue)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const matches = open ? suggest(text) : []
  const suggestions = matches.some((topic) => sameText(topic, text)) ? [] : matches
  const expanded = suggestions.length > 0

  function close() {
    setOpen(false)
    setActive(-1)
  }

  function pick(topic: string) {
    const input = inputRef.current
    if (!input) return
    input.value = topic
    if (input.form) announceFormChange(input.form)
    setText(topic)
    close()
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return setOpen(true)
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + suggestions.length) % suggestions.length)
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      pick(suggestions[active] ?? text)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      close()
    }
  }

  return (
    <Field {...frame}>
      <input
        {...describedControl(id, { hint, error })}
        ref={inputRef}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        maxLength={maxLength}
        placeholder={placeholder}
        defaultValue={defaultValue}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        className={inputClassName}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={suggestionsLabel}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-2xl bg-white py-2 shadow-lift ring-1 ring-ink-200"
      >
        {suggestions.map((topic, index) => (
          <li
            key={topic}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps focus in the field, so the list stays open until the click picks the topic.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(topic)}
            className="cursor-pointer px-5 py-3 text-ink-800 aria-selected:bg-iris-50 aria-selected:text-iris-700 hover:bg-ink-50"
          >
            {topic}
          </li>
        ))}
      </ul>
    </Field>
  )
}
