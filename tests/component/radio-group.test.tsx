import { userEvent } from 'vitest/browser'
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { RadioGroup } from '../../src/components/form/radio-group'

/** RadioGroup: native radios in tappable cards under a legend, with one error for the group. */
const group = {
  id: 'format',
  name: 'format',
  legend: 'How should we meet?',
  options: [
    { value: 'onsite', label: 'On site', description: 'We come to your office' },
    { value: 'remote', label: 'Remote', description: 'Over video, in two shorter sessions' },
    { value: 'hybrid', label: 'Hybrid', description: 'Some of each' },
  ],
} as const
const ERROR = 'Choose how we should meet'

describe('RadioGroup', () => {
  it('is a group named by its legend; the whole card chooses, and its description is read with the radio', async () => {
    const screen = await render(
      <form aria-label="Workshop">
        <RadioGroup {...group} />
      </form>,
    )
    const radios = screen.getByRole('group', { name: group.legend }).getByRole('radio')
    expect(radios.elements()).toHaveLength(3)
    const remote = screen.getByRole('radio', { name: 'Remote' })
    await expect.element(remote).toHaveAccessibleDescription(group.options[1].description)
    await screen.getByText(group.options[1].description).click()
    await expect.element(remote).toBeChecked()
    await expect
      .element(screen.getByRole('form', { name: 'Workshop' }))
      .toHaveFormValues({ format: 'remote' })
  })

  it('starts on its default, moves with the arrow keys like any radio group, and keeps the choice through a re-render', async () => {
    const screen = await render(<RadioGroup {...group} defaultValue="onsite" />)
    const onsite = screen.getByRole('radio', { name: 'On site' })
    await expect.element(onsite).toBeChecked()
    await onsite.click()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(screen.getByRole('radio', { name: 'Remote' })).toBeChecked()
    await screen.rerender(<RadioGroup {...group} defaultValue="onsite" error={ERROR} />)
    await expect.element(screen.getByRole('radio', { name: 'Remote' })).toBeChecked()
    await expect.element(onsite).not.toBeChecked()
  })

  it('marks every radio invalid and reads the error after each description; the first radio is the error’s target', async () => {
    const screen = await render(<RadioGroup {...group} error={ERROR} />)
    await expect.element(screen.getByText(ERROR)).toBeVisible()
    for (const option of group.options) {
      const radio = screen.getByRole('radio', { name: option.label })
      await expect.element(radio).toBeInvalid()
      await expect.element(radio).toHaveAccessibleDescription(`${option.description} ${ERROR}`)
    }
    // An error summary links to the group's id; following it lands on the first choice.
    document.getElementById(group.id)?.focus()
    await expect.element(screen.getByRole('radio', { name: 'On site' })).toHaveFocus()

    await screen.rerender(<RadioGroup {...group} />)
    await expect
      .element(screen.getByRole('radio', { name: 'On site' }))
      .toHaveAccessibleDescription(group.options[0].description)
    await expect.element(screen.getByRole('radio', { name: 'On site' })).not.toHaveAttribute('aria-invalid')
  })
})
