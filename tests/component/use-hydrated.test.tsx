import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { useHydrated } from '../../src/lib/use-hydrated'

/** useHydrated across a real prerender and hydration, and on a page the app draws itself. */
const seen: boolean[] = []

function Probe() {
  const hydrated = useHydrated()
  seen.push(hydrated)
  return <p>{hydrated ? 'Interactive' : 'Prerendered'}</p>
}

afterEach(() => {
  seen.length = 0
  document.body.replaceChildren()
})

describe('useHydrated', () => {
  it('is false in the prerendered page and while hydrating it, then true, without a hydration mismatch', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Probe />)
    document.body.append(container)
    expect(container.textContent).toBe('Prerendered')
    seen.length = 0

    const onRecoverableError = vi.fn()
    const root = hydrateRoot(container, <Probe />, { onRecoverableError })
    await expect.element(page.getByText('Interactive')).toBeVisible()
    expect(seen).toEqual([false, true])
    expect(onRecoverableError).not.toHaveBeenCalled()
    root.unmount()
  })

  it('is true from the first render of a page drawn after hydration (a client-side navigation)', async () => {
    await render(<Probe />)
    await expect.element(page.getByText('Interactive')).toBeVisible()
    expect(seen).toEqual([true])
  })
})
