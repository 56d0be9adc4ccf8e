import { useId, useState, type KeyboardEvent } from 'react'
import { buttonClasses } from '../../components/ui/button-styles'
import { expertiseCopy } from '../../content/assessment'
import { EXPERTISE_MAX_LENGTH, expertiseSuggestions } from '../../content/assessment/expertise'
import { matchSuggestions } from '../../domain/suggestions'
import { fill } from '../../lib/format'
import { useAssessment } from './assessment-store'
import { StepShell } from './step-shell'

/** "Your Expertise": a text field with suggestions, following the ARIA combobox pattern. */
export function ExpertiseStep() {
  const { state, dispatch } = useAssessment()
  const [value, setValue] = useState(state.session.expertisePrimary)
  const [listOpen, setListOpen] = useState(true)
  const [active, setActive] = useState(-1)
  const ids = { input: useId(), list: useId(), note: useId() }
  const suggestions = listOpen ? matchSuggestions(value, expertiseSuggestions) : []
  const expanded = suggestions.length > 0
  const canSubmit = value.trim().length > 0

  function pick(topic: string) {
    setValue(topic)
    setListOpen(false)
    setActive(-1)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return setListOpen(true)
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + suggestions.length) % suggestions.length)
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      pick(suggestions[active] ?? value)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setListOpen(false)
      setActive(-1)
    }
  }

  return (
    <StepShell
      heading={expertiseCopy.heading}
      intro={expertiseCopy.intro}
      progress={state.session.progress}
      onBack={() => dispatch({ type: 'back' })}
    >
      <form
        className="rounded-[1.75rem] bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-8"
        onSubmit={(event) => {
          event.preventDefault()
          if (canSubmit) dispatch({ type: 'submitExpertise', expertise: value })
        }}
      >
        <label htmlFor={ids.input} className="font-semibold text-ink-900">
          {expertiseCopy.label}
        </label>
        <div className="mt-3">
          <input
            id={ids.input}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={ids.list}
            aria-activedescendant={expanded && active >= 0 ? `${ids.list}-${active}` : undefined}
            aria-describedby={ids.note}
            autoComplete="off"
            maxLength={EXPERTISE_MAX_LENGTH}
            placeholder={expertiseCopy.placeholder}
            value={value}
            onChange={(event) => {
              setValue(event.target.value)
              setListOpen(true)
              setActive(-1)
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setListOpen(false)}
            className="w-full rounded-2xl border-0 bg-ink-50 px-5 py-4 text-lg text-ink-950 ring-1 ring-ink-200 ring-inset placeholder:text-ink-400 focus:ring-2 focus:ring-iris-500 focus:outline-none"
          />
          <ul
            id={ids.list}
            role="listbox"
            aria-label={expertiseCopy.suggestionsLabel}
            hidden={!expanded}
            className="mt-2 overflow-hidden rounded-2xl bg-white py-2 shadow-card ring-1 ring-ink-200"
          >
            {suggestions.map((topic, index) => (
              <li
                key={topic}
                id={`${ids.list}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(topic)}
                className="cursor-pointer px-5 py-3 text-ink-800 aria-selected:bg-iris-50 aria-selected:text-iris-700 hover:bg-ink-50"
              >
                {topic}
              </li>
            ))}
          </ul>
        </div>
        <p id={ids.note} className="mt-2 text-sm text-ink-500">
          {fill(expertiseCopy.limitNote, { max: EXPERTISE_MAX_LENGTH })}
        </p>
        <button
          type="submit"
          disabled={!canSubmit}
          className={`mt-6 w-full sm:w-auto ${buttonClasses('primary', 'lg')}`}
        >
          {expertiseCopy.next}
        </button>
      </form>
    </StepShell>
  )
}
