import { useMemo, useRef, useSyncExternalStore, type RefObject } from 'react'

/** Turns a form's entries into what a component needs; a stable function (module level), called only on change. */
export type ReadForm<T> = (entries: FormData) => T

/**
 * Reads a form whose fields the browser owns. The fields are uncontrolled, so nothing the visitor types is
 * ever overwritten by a render, even typing done before the app was running; React subscribes to the form
 * like to any other store. Returns `read(entries)`, recomputed only when the entries change, and undefined
 * while the form is not in the page yet (the prerender, hydration, a first render).
 *
 * A program that changes a field without an input event (a filled-in draft, a chosen suggestion) calls
 * `announceFormChange(form)` so readers see it.
 */
export function useFormValues<T>(form: RefObject<HTMLFormElement | null>, read: ReadForm<T>): T | undefined {
  const cache = useRef<{ key: string; value: T } | null>(null)

  const subscribe = useMemo(() => subscribeTo(form), [form])

  const snapshot = () => {
    const element = form.current
    if (!element) return undefined
    const entries = new FormData(element)
    const key = JSON.stringify([...entries].map(([name, value]) => [name, String(value)]))
    if (cache.current?.key !== key) cache.current = { key, value: read(entries) }
    return cache.current.value
  }

  return useSyncExternalStore(subscribe, snapshot, () => undefined)
}

/** Tells the form's readers that a program changed a field (the way typing would). */
export function announceFormChange(form: HTMLFormElement): void {
  form.dispatchEvent(new Event('change'))
}

/** Calls `onChange` on every input, change and reset of the form in `form` (reset: once its fields are reset). */
function subscribeTo(form: RefObject<HTMLFormElement | null>) {
  return (onChange: () => void) => {
    const element = form.current
    if (!element) return () => {}
    // A reset event comes before the fields are reset, so the new values are read a task later.
    const onReset = () => setTimeout(onChange)
    element.addEventListener('input', onChange)
    element.addEventListener('change', onChange)
    element.addEventListener('reset', onReset)
    return () => {
      element.removeEventListener('input', onChange)
      element.removeEventListener('change', onChange)
      element.removeEventListener('reset', onReset)
    }
  }
}
