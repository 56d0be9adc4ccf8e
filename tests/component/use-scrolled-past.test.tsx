import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { useScrolledPast } from '../../src/lib/use-scrolled-past'

/** useScrolledPast on a page tall enough to scroll, scrolled by the browser itself. */
const THRESHOLD = 40

function Header() {
  const scrolled = useScrolledPast(THRESHOLD)
  return (
    <>
      <p>{scrolled ? 'Solid bar' : 'Clear bar'}</p>
      <div style={{ height: '4000px' }} />
    </>
  )
}

function scrollTo(y: number) {
  window.scrollTo({ top: y, behavior: 'instant' })
}

afterEach(() => scrollTo(0))

describe('useScrolledPast', () => {
  it('turns true only once the page has scrolled past the threshold, and false again back at the top', async () => {
    await render(<Header />)
    await expect.element(page.getByText('Clear bar')).toBeVisible()
    scrollTo(THRESHOLD)
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
    await expect.element(page.getByText('Clear bar')).toBeInTheDocument()
    scrollTo(THRESHOLD + 1)
    await expect.element(page.getByText('Solid bar')).toBeInTheDocument()
    scrollTo(0)
    await expect.element(page.getByText('Clear bar')).toBeVisible()
  })

  it('is true from the first render on a page that was already scrolled', async () => {
    const tall = document.createElement('div')
    tall.style.height = '4000px'
    document.body.append(tall)
    scrollTo(500)
    await render(<Header />)
    await expect.element(page.getByText('Solid bar')).toBeInTheDocument()
    tall.remove()
  })
})
