import type * as Module from '../../src/start/page-live'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { PAGE_LIVE_MARK } from '../../src/start/held-input-marks'

let pageLive: typeof Module
/** The attributes set on `<html>`: the input holder, a script of its own, reads the page-live mark there. */
const htmlMarks = new Set<string>()

beforeEach(async () => {
  htmlMarks.clear()
  vi.stubGlobal('document', { documentElement: { setAttribute: (name: string) => htmlMarks.add(name) } })
  vi.resetModules()
  pageLive = await import('../../src/start/page-live')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

it('tells every listener once when the page becomes live, and a late one at once', () => {
  const early = vi.fn()
  const cancelled = vi.fn()
  pageLive.onPageLive(early)
  pageLive.onPageLive(cancelled)()
  expect(early).not.toHaveBeenCalled()
  expect(htmlMarks).not.toContain(PAGE_LIVE_MARK)

  pageLive.announcePageLive()
  pageLive.announcePageLive()
  expect(early).toHaveBeenCalledOnce()
  expect(cancelled).not.toHaveBeenCalled()
  expect(htmlMarks).toContain(PAGE_LIVE_MARK)

  const late = vi.fn()
  pageLive.onPageLive(late)
  expect(late).toHaveBeenCalledOnce()
})

it('says a prerendered page is hydrating from the start of its hydration until it is live', () => {
  expect(pageLive.isHydrating()).toBe(false)
  pageLive.hydrationStarts()
  expect(pageLive.isHydrating()).toBe(true)
  pageLive.announcePageLive()
  expect(pageLive.isHydrating()).toBe(false)
})
