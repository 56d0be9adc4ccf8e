import { useEffect, useState, type RefObject } from 'react'

/** What an overlay must never cover, marked in the page (the result card). */
export const KEEP_CLEAR_SELECTOR = '[data-keep-clear]'

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

/**
 * Whether the fixed overlay in `ref` would lie over anything marked to keep clear, followed as the page
 * scrolls and resizes, so the overlay can stand aside until the card has scrolled away from under it.
 */
export function useOverKeptClear(ref: RefObject<HTMLElement | null>): boolean {
  const [over, setOver] = useState(false)
  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const overlay = ref.current
      if (!overlay) return
      // Measured with the overlay shown: hidden, it has no box.
      const wasHidden = overlay.hidden
      overlay.hidden = false
      const box = overlay.getBoundingClientRect()
      overlay.hidden = wasHidden
      const marked = document.querySelectorAll(KEEP_CLEAR_SELECTOR)
      setOver([...marked].some((element) => overlaps(box, element.getBoundingClientRect())))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    // The page's own changes (a card arriving, a panel opening) move the card as scrolling does.
    const layout = new ResizeObserver(schedule)
    layout.observe(document.body)
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      layout.disconnect()
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [ref])
  return over
}
