import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { useFocusOnChange } from '../../src/lib/use-focus-on-change'

/** useFocusOnChange in a wizard-like view: focus goes to the new view's heading, and only when the view changes. */
function Wizard({ view }: { view: string | null }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusOnChange(view, heading)
  return (
    <>
      <input aria-label="Your answer" />
      <h2 ref={heading} tabIndex={-1}>
        View {view ?? 'loading'}
      </h2>
    </>
  )
}

describe('useFocusOnChange', () => {
  it.each([
    ['leaves focus alone for the first view, and moves it to the heading when the view changes', 'audience'],
    ['does not count a view of null (before hydration) as the first one', null],
  ])('%s', async (_name, opening) => {
    const screen = await render(<Wizard view={opening} />)
    const answer = screen.getByRole('textbox', { name: 'Your answer' })
    await answer.click()
    await screen.rerender(<Wizard view="audience" />)
    await expect.element(answer).toHaveFocus()

    await screen.rerender(<Wizard view="needs" />)
    await expect.element(screen.getByRole('heading', { name: 'View needs' })).toHaveFocus()
  })

  it('leaves focus where the visitor put it while the view stays the same', async () => {
    const screen = await render(<Wizard view="audience" />)
    await screen.rerender(<Wizard view="needs" />)
    const answer = screen.getByRole('textbox', { name: 'Your answer' })
    await answer.click()
    await screen.rerender(<Wizard view="needs" />)
    await expect.element(answer).toHaveFocus()
  })
})
