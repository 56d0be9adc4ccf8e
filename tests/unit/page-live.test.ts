import type * as Module from '../../src/lib/page-live'
import { beforeEach, expect, it, vi } from 'vitest'

let pageLive: typeof Module

beforeEach(async () => {
  vi.resetModules()
  pageLive = await import('../../src/lib/page-live')
})

it('tells every listener once when the page becomes live, and a late one at once', () => {
  const early = vi.fn()
  const cancelled = vi.fn()
  pageLive.onPageLive(early)
  pageLive.onPageLive(cancelled)()
  expect(early).not.toHaveBeenCalled()

  pageLive.announcePageLive()
  pageLive.announcePageLive()
  expect(early).toHaveBeenCalledOnce()
  expect(cancelled).not.toHaveBeenCalled()

  const late = vi.fn()
  pageLive.onPageLive(late)
  expect(late).toHaveBeenCalledOnce()
})
