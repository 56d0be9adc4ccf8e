import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { CheckboxGroup } from '../../src/components/form/checkbox-group'

/** CheckboxGroup: independent yes/no answers, each a checkbox card under one legend and hint. */
const group = {
  id: 'gaps',
  legend: 'Where does your team struggle?',
  hint: 'Tick all that apply',
  options: [
    { name: 'gapPrompting', label: 'Prompting', description: 'Getting useful answers out of the tools' },
    {
      name: 'gapJudgement',
      label: 'Judgement',
      description: 'Knowing when to trust them',
      defaultChecked: true,
    },
    { name: 'gapPolicy', label: 'Policy' },
  ],
} as const

function entriesOf(form: HTMLFormElement) {
  return Object.fromEntries(new FormData(form))
}

describe('CheckboxGroup', () => {
  it('is a group read with its hint, each box named by its card and described by its description', async () => {
    const screen = await render(<CheckboxGroup {...group} />)
    await expect
      .element(screen.getByRole('group', { name: group.legend }))
      .toHaveAccessibleDescription(group.hint)
    await expect
      .element(screen.getByRole('checkbox', { name: 'Prompting' }))
      .toHaveAccessibleDescription(group.options[0].description)
    await expect
      .element(screen.getByRole('checkbox', { name: 'Policy' }))
      .not.toHaveAttribute('aria-describedby')
  })

  it('sends "yes" under each ticked box’s own name and nothing for the rest, keeping ticks through a re-render', async () => {
    const screen = await render(
      <form aria-label="Gaps">
        <CheckboxGroup {...group} />
      </form>,
    )
    const form = screen.getByRole('form', { name: 'Gaps' }).element() as HTMLFormElement
    expect(entriesOf(form)).toEqual({ gapJudgement: 'yes' })
    await screen.getByText('Getting useful answers out of the tools').click()
    await screen.getByRole('checkbox', { name: 'Judgement' }).click()
    await screen.rerender(
      <form aria-label="Gaps">
        <CheckboxGroup {...group} hint="Tick any" />
      </form>,
    )
    await expect.element(screen.getByRole('checkbox', { name: 'Prompting' })).toBeChecked()
    expect(entriesOf(form)).toEqual({ gapPrompting: 'yes' })
  })
})
