/**
 * Runs `callback` once the browser has shown the page's first content: the paint timing entry arrives
 * after the frame is on screen. A hidden page paints nothing until it is shown, so there (and where a
 * browser has no paint timing) the callback runs without waiting for it.
 */
export function afterFirstPaint(callback: () => void): void {
  const hasPaintTiming = PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false
  if (document.visibilityState === 'hidden' || !hasPaintTiming) {
    callback()
    return
  }
  let called = false
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) callOnce()
  })
  function callOnce() {
    if (called) return
    called = true
    observer.disconnect()
    document.removeEventListener('visibilitychange', callOnce)
    callback()
  }
  observer.observe({ type: 'paint', buffered: true })
  // Hidden before its first paint, the page would not paint until shown again.
  document.addEventListener('visibilitychange', callOnce)
}
