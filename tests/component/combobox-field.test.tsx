import { useRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { ComboboxField } from '../../src/components/form/combobox-field'
import { useFormValues } from '../../src/components/form/use-form-values'
import { matchSuggestions } from '../../src/domain/assessment/suggestions'

/**
 * ComboboxField as MojoMe's expertise step uses it: suggestions as the visitor types, picked with the arrow
 * keys and Enter or with a click, inside a form whose readers see the picked text.
 */
const TOPICS = ['Design Thinking', 'Data Science', 'Urban Design', 'Negotiation']
const LABEL = 'Your topic'
const LIST = 'Suggested topics'
const readTopic = (entries: FormData) => String(entries.get('topic') ?? '')

function TopicForm({ onSubmit = () => {} }: { onSubmit?: (topic: string) => void }) {
  const form = useRef<HTMLFormElement>(null)
  const topic = useFormValues(form, readTopic)
  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(readTopic(new FormData(event.currentTarget)))
      }}
    >
      <ComboboxField
        id="topic"
        name="topic"
        label={LABEL}
        suggest={(text) => matchSuggestions(text, TOPICS)}
        suggestionsLabel={LIST}
        inputClassName=""
      />
      <p>Form reads “{topic}”</p>
    </form>
  )
}

async function renderTopicForm(onSubmit?: (topic: string) => void) {
  const screen = await render(<TopicForm onSubmit={onSubmit} />)
  const input = screen.getByRole('combobox', { name: LABEL })
  const list = screen.getByRole('listbox', { name: LIST, includeHidden: true })
  return { screen, input, list }
}

describe('ComboboxField', () => {
  it('suggests matching topics as the visitor types, and the list steps aside once the text is one of them', async () => {
    const { screen, input, list } = await renderTopicForm()
    await expect.element(input).toHaveAttribute('aria-expanded', 'false')
    await userEvent.type(input, 'des')
    await expect.element(input).toHaveAttribute('aria-expanded', 'true')
    await expect.element(list).toBeVisible()
    expect(
      screen
        .getByRole('option')
        .elements()
        .map((option) => option.textContent),
    ).toEqual(['Design Thinking', 'Urban Design'])
    await input.fill('urban design ')
    await expect.element(input).toHaveAttribute('aria-expanded', 'false')
    await expect.element(list).not.toBeVisible()
  })

  it('walks the suggestions with the arrow keys, wrapping round, and Enter picks the active one without submitting', async () => {
    const submitted = vi.fn()
    const { screen, input } = await renderTopicForm(submitted)
    await userEvent.type(input, 'des')
    await userEvent.keyboard('{ArrowDown}')
    const first = screen.getByRole('option', { name: 'Design Thinking' })
    await expect.element(first).toHaveAttribute('aria-selected', 'true')
    await expect.element(input).toHaveAttribute('aria-activedescendant', first.element().id)
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect.element(first).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowUp}')
    await expect
      .element(screen.getByRole('option', { name: 'Urban Design' }))
      .toHaveAttribute('aria-selected', 'true')

    await userEvent.keyboard('{Enter}')
    await expect.element(input).toHaveValue('Urban Design')
    await expect.element(input).toHaveAttribute('aria-expanded', 'false')
    await expect.element(input).not.toHaveAttribute('aria-activedescendant')
    await expect.element(screen.getByText('Form reads “Urban Design”')).toBeVisible()
    expect(submitted).not.toHaveBeenCalled()
  })

  it('submits the typed text on Enter while suggestions show but none is active', async () => {
    const submitted = vi.fn()
    const { input, list } = await renderTopicForm(submitted)
    await userEvent.type(input, 'Data')
    await expect.element(list).toBeVisible()
    await userEvent.keyboard('{Enter}')
    expect(submitted).toHaveBeenCalledWith('Data')
  })

  it('closes on Escape keeping the text, and ArrowDown opens the list again', async () => {
    const { input, list } = await renderTopicForm()
    await userEvent.type(input, 'da')
    await expect.element(list).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(list).not.toBeVisible()
    await expect.element(input).toHaveValue('da')
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(list).toBeVisible()
    await expect.element(input).not.toHaveAttribute('aria-activedescendant')
  })

  it('picks a suggestion with a click, keeping focus in the field, and closes when focus leaves', async () => {
    const { screen, input, list } = await renderTopicForm()
    await userEvent.type(input, 'neg')
    await screen.getByRole('option', { name: 'Negotiation' }).click()
    await expect.element(input).toHaveValue('Negotiation')
    await expect.element(input).toHaveFocus()
    await expect.element(screen.getByText('Form reads “Negotiation”')).toBeVisible()

    await input.fill('de')
    await expect.element(list).toBeVisible()
    await userEvent.tab()
    await expect.element(list).not.toBeVisible()
    await expect.element(input).toHaveValue('de')
  })
})
