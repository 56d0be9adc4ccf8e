import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { SelectField } from '../../src/components/form/select-field'
import { formCopy } from '../../src/content/forms'

/** SelectField: a native select that asks for a choice until one is made, and keeps the visitor's choice. */
const field = {
  id: 'team-size',
  name: 'teamSize',
  label: 'Team size',
  options: [
    { value: 'small', label: '1–10 people' },
    { value: 'medium', label: '11–50 people' },
    { value: 'large', label: 'More than 50' },
  ],
}

describe('SelectField', () => {
  it('without a default, starts on "Choose one", and a required select is not valid until the visitor picks', async () => {
    const screen = await render(
      <form aria-label="Intake">
        <SelectField {...field} required />
      </form>,
    )
    const select = screen.getByRole('combobox', { name: field.label })
    await expect.element(select).toHaveDisplayValue(formCopy.choose)
    await expect.element(select).toBeInvalid()
    await select.selectOptions('11–50 people')
    await expect.element(select).toBeValid()
    await expect
      .element(screen.getByRole('form', { name: 'Intake' }))
      .toHaveFormValues({ teamSize: 'medium' })
  })

  it('with a default, starts on that option and offers no "Choose one"', async () => {
    const screen = await render(<SelectField {...field} defaultValue="large" />)
    const select = screen.getByRole('combobox', { name: field.label })
    await expect.element(select).toHaveValue('large')
    expect(screen.getByRole('option', { name: formCopy.choose }).elements()).toHaveLength(0)
  })

  it('keeps the visitor’s choice when an error appears, and reads the error with the select', async () => {
    const error = 'Choose the size of your team'
    const screen = await render(<SelectField {...field} defaultValue="small" />)
    const select = screen.getByRole('combobox', { name: field.label })
    await select.selectOptions('More than 50')
    await screen.rerender(<SelectField {...field} defaultValue="small" error={error} />)
    await expect.element(select).toHaveValue('large')
    await expect.element(select).toHaveAccessibleDescription(error)
    await expect.element(select).toHaveAttribute('aria-invalid', 'true')
  })
})
