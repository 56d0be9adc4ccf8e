import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { TextField } from '../../src/components/form/text-field'
import { formCopy } from '../../src/content/forms'

/** TextField in a form: uncontrolled text, and its hint and error read with it. */
const field = { id: 'contact-name', name: 'name', label: 'Your name' }
const HINT = 'As you would like to be addressed'
const ERROR = 'Tell us your name'

describe('TextField', () => {
  it('keeps what the visitor typed through re-renders with new props, and the form submits it', async () => {
    const screen = await render(
      <form aria-label="Contact">
        <TextField {...field} defaultValue="Ada" />
      </form>,
    )
    const input = screen.getByRole('textbox', { name: field.label })
    await expect.element(input).toHaveValue('Ada')
    await input.fill('Grace Hopper')
    await screen.rerender(
      <form aria-label="Contact">
        <TextField {...field} defaultValue="Someone else" error={ERROR} />
      </form>,
    )
    await expect.element(input).toHaveValue('Grace Hopper')
    await expect
      .element(screen.getByRole('form', { name: 'Contact' }))
      .toHaveFormValues({ name: 'Grace Hopper' })
  })

  it('is read with its hint, then its error, and is marked invalid only while the error shows', async () => {
    const screen = await render(<TextField {...field} hint={HINT} />)
    const input = screen.getByRole('textbox', { name: field.label })
    await expect.element(input).toHaveAccessibleDescription(HINT)
    await expect.element(input).not.toHaveAttribute('aria-invalid')

    await screen.rerender(<TextField {...field} hint={HINT} error={ERROR} />)
    await expect.element(input).toHaveAccessibleDescription(`${HINT} ${ERROR}`)
    await expect.element(input).toBeInvalid()
    await expect.element(screen.getByText(ERROR)).toBeVisible()

    await screen.rerender(<TextField {...field} hint={HINT} />)
    await expect.element(input).toBeValid()
    await expect.element(screen.getByText(ERROR)).not.toBeInTheDocument()
    await expect.element(input).toHaveAccessibleDescription(HINT)
  })

  it('gives an e-mail field the browser’s own check, a multi-line answer a textarea, and marks optional fields', async () => {
    const screen = await render(
      <>
        <TextField id="email" name="email" label="E-mail" type="email" required />
        <TextField id="message" name="message" label="Message" rows={5} optional />
      </>,
    )
    const email = screen.getByRole('textbox', { name: 'E-mail' })
    await expect.element(email).toBeRequired()
    await email.fill('not an address')
    await expect.element(email).toBeInvalid()
    await email.fill('ada@example.org')
    await expect.element(email).toBeValid()

    const message = screen.getByRole('textbox', { name: /^Message/ })
    await message.fill('First line\nSecond line')
    await expect.element(message).toHaveValue('First line\nSecond line')
    await expect.element(message).not.toBeRequired()
    // The tag sits in the label, so a screen reader hears it with the field's name.
    await expect.element(message).toHaveAccessibleName(new RegExp(formCopy.optional))
    await expect.element(email).not.toHaveAccessibleName(new RegExp(formCopy.optional))
  })
})
