import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { CheckboxGroup } from '../../src/components/form/checkbox-group'
import { fillUntouched, type FieldValues } from '../../src/components/form/fill-untouched'
import { RadioGroup } from '../../src/components/form/radio-group'
import { SelectField } from '../../src/components/form/select-field'
import { TextField } from '../../src/components/form/text-field'

/**
 * fillUntouched on a form drawn by the kit, as the intake form fills in a saved draft: every field the
 * visitor has left alone takes the draft's value, and nothing the visitor typed, chose or ticked is replaced.
 */
const draft: FieldValues = {
  name: 'Ada from the draft',
  notes: 'Notes from the draft',
  size: 'large',
  format: 'remote',
  gapPolicy: true,
  gapPrompting: false,
  notInThisForm: 'ignored',
}

async function renderIntake() {
  const screen = await render(
    <form aria-label="Intake">
      <TextField id="name" name="name" label="Name" />
      <TextField id="notes" name="notes" label="Notes" rows={3} defaultValue="Drawn with the page" />
      <SelectField
        id="size"
        name="size"
        label="Size"
        options={[
          { value: 'small', label: 'Small' },
          { value: 'large', label: 'Large' },
        ]}
      />
      <RadioGroup
        id="format"
        name="format"
        legend="Format"
        defaultValue="onsite"
        options={[
          { value: 'onsite', label: 'On site' },
          { value: 'remote', label: 'Remote' },
          { value: 'hybrid', label: 'Hybrid' },
        ]}
      />
      <CheckboxGroup
        id="gaps"
        legend="Gaps"
        options={[
          { name: 'gapPrompting', label: 'Prompting', defaultChecked: true },
          { name: 'gapPolicy', label: 'Policy' },
        ]}
      />
    </form>,
  )
  const form = screen.getByRole('form', { name: 'Intake' })
  return { screen, form, element: form.element() as HTMLFormElement }
}

describe('fillUntouched', () => {
  it('fills every field left as the page drew it: text, textarea, select, radios and checkboxes', async () => {
    const { form, element } = await renderIntake()
    fillUntouched(element, draft)
    await expect.element(form).toHaveFormValues({
      name: 'Ada from the draft',
      notes: 'Notes from the draft',
      size: 'large',
      format: 'remote',
      gapPrompting: false,
      gapPolicy: true,
    })
  })

  it('never replaces what the visitor typed, chose or ticked', async () => {
    const { screen, form, element } = await renderIntake()
    await screen.getByRole('textbox', { name: 'Name' }).fill('Grace, typed')
    await screen.getByRole('combobox', { name: 'Size' }).selectOptions('Small')
    await screen.getByRole('radio', { name: 'Hybrid' }).click()
    await screen.getByRole('checkbox', { name: 'Prompting' }).click() // unticks the drawn tick
    fillUntouched(element, draft)
    await expect.element(form).toHaveFormValues({
      name: 'Grace, typed',
      notes: 'Notes from the draft',
      size: 'small',
      format: 'hybrid',
      gapPrompting: false,
      gapPolicy: true,
    })
  })

  it('leaves empty a field the visitor emptied: clearing what the page drew is an answer too', async () => {
    const { screen, form, element } = await renderIntake()
    await screen.getByRole('textbox', { name: 'Notes' }).clear()
    fillUntouched(element, draft)
    await expect.element(form).toHaveFormValues({ notes: '', name: 'Ada from the draft' })
  })
})
