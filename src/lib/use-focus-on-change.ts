import { useEffect, useRef, type RefObject } from 'react'

/**
 * Moves focus to `target` whenever `key` changes, but not for the first value: arriving on the page leaves
 * focus alone, while a new view (a wizard step, a form step) is announced to screen readers by landing on its heading.
 */
export function useFocusOnChange(key: string | null, target: RefObject<HTMLElement | null>): void {
  const shown = useRef<string | null>(null)
  useEffect(() => {
    if (key === null) return
    const previous = shown.current
    shown.current = key
    if (previous !== null && previous !== key) target.current?.focus()
  }, [key, target])
}
