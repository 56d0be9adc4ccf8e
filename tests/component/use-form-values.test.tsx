import { useRef, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { SelectField } from '../../src/components/form/select-field'
import { TextField } from '../../src/components/form/text-field'
import { announceFormChange, useFormValues } from '../../src/components/form/use-form-values'

/** useFormValues: a form whose fields the browser owns, read by React as a store. */
interface Answers {
  name: string
  size: string
}

const readAnswers = vi.fn((entries: FormData): Answers => ({
  name: String(entries.get('name') ?? ''),
  size: String(entries.get('size') ?? ''),
}))

const SIZES = [
  { value: 'small', label: 'Small' },
  { value: 'large', label: 'Large' },
]

/** Every value the form's reader handed to a render, in order. */
const handedOut: (Answers | undefined)[] = []

function IntakeForm() {
  const form = useRef<HTMLFormElement>(null)
  const answers = useFormValues(form, readAnswers)
  const [, setClicks] = useState(0)
  handedOut.push(answers)
  return (
    <form ref={form} aria-label="Intake">
      <TextField id="name" name="name" label="Name" defaultValue="Ada" />
      <SelectField id="size" name="size" label="Size" options={SIZES} />
      <button type="reset">Reset</button>
      <button type="button" onClick={() => setClicks((clicks) => clicks + 1)}>
        Re-render
      </button>
      <p>{answers ? `Summary: ${answers.name} / ${answers.size || 'none'}` : 'Not read yet'}</p>
    </form>
  )
}

afterEach(() => {
  handedOut.length = 0
  readAnswers.mockClear()
  document.body.replaceChildren()
})

describe('useFormValues', () => {
  it('follows typing and choosing, and a program’s change once it is announced', async () => {
    const screen = await render(<IntakeForm />)
    await expect.element(screen.getByText('Summary: Ada / none')).toBeVisible()
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' Lovelace')
    await screen.getByRole('combobox', { name: 'Size' }).selectOptions('Large')
    await expect.element(screen.getByText('Summary: Ada Lovelace / large')).toBeVisible()

    const form = screen.getByRole('form', { name: 'Intake' }).element() as HTMLFormElement
    ;(form.elements.namedItem('name') as HTMLInputElement).value = 'Grace'
    announceFormChange(form)
    await expect.element(screen.getByText('Summary: Grace / large')).toBeVisible()
  })

  it('reads the defaults again after the form is reset', async () => {
    const screen = await render(<IntakeForm />)
    await screen.getByRole('textbox', { name: 'Name' }).fill('Grace')
    await screen.getByRole('combobox', { name: 'Size' }).selectOptions('Small')
    await expect.element(screen.getByText('Summary: Grace / small')).toBeVisible()
    await screen.getByRole('button', { name: 'Reset' }).click()
    await expect.element(screen.getByText('Summary: Ada / none')).toBeVisible()
  })

  it('reads only when the entries change, so an unrelated re-render gets the very same value', async () => {
    const screen = await render(<IntakeForm />)
    await expect.element(screen.getByText('Summary: Ada / none')).toBeVisible()
    const reads = readAnswers.mock.calls.length
    const renders = handedOut.length
    await screen.getByRole('button', { name: 'Re-render' }).click()
    await expect.poll(() => handedOut.length).toBeGreaterThan(renders)
    expect(readAnswers.mock.calls.length).toBe(reads)
    expect(handedOut.at(-1)).toBe(handedOut[renders - 1])
  })

  it('keeps what was typed into the prerendered page before the app ran, and reads it once hydrated', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<IntakeForm />)
    document.body.append(container)
    expect(container.textContent).toContain('Not read yet')
    // The visitor types while the app's code is still loading.
    await userEvent.fill(page.getByRole('textbox', { name: 'Name' }), 'Typed early')

    const onRecoverableError = vi.fn()
    const root = hydrateRoot(container, <IntakeForm />, { onRecoverableError })
    await expect.element(page.getByText('Summary: Typed early / none')).toBeVisible()
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Typed early')
    expect(onRecoverableError).not.toHaveBeenCalled()
    root.unmount()
  })
})
