import { useRef, type PointerEvent } from 'react'
import { swipeDirection } from '../../domain/carousel-index'

/** Horizontal travel, in CSS pixels, that counts as a swipe rather than a tap. */
const SWIPE_THRESHOLD_PX = 40

interface SwipeHandlers {
  onPointerDown: (event: PointerEvent) => void
  onPointerUp: (event: PointerEvent) => void
  onPointerCancel: () => void
  /** Called from click handlers: true when the click ended a swipe, so it must not also select a card. */
  consumeSwipe: () => boolean
}

/**
 * Plain pointer events for a swipe (touch, pen or mouse): mostly horizontal travel past the threshold moves
 * by one. The element sets `touch-action: pan-y`, so vertical page scrolling stays with the browser.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void): SwipeHandlers {
  const start = useRef<{ x: number; y: number; id: number } | null>(null)
  const swiped = useRef(false)
  return {
    onPointerDown(event) {
      if (event.pointerType === 'mouse' && event.button !== 0) return
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId }
      swiped.current = false
    },
    onPointerUp(event) {
      const from = start.current
      start.current = null
      if (!from || from.id !== event.pointerId) return
      const dx = event.clientX - from.x
      const dy = event.clientY - from.y
      if (Math.abs(dy) > Math.abs(dx)) return
      const direction = swipeDirection(dx, SWIPE_THRESHOLD_PX)
      if (direction === 0) return
      swiped.current = true
      onSwipe(direction)
    },
    onPointerCancel() {
      start.current = null
    },
    consumeSwipe() {
      const was = swiped.current
      swiped.current = false
      return was
    },
  }
}
