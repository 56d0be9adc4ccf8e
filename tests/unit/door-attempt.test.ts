import { afterEach, describe, expect, it, vi } from 'vitest'
import { StorageUnavailableError } from '../../src/db/storage-error'
import { freshDoor } from './support/fresh-door'

const named = (name: string) => Object.assign(new Error(name), { name })
const loadAttempt = () => import('../../src/db/door/attempt')

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a call through the door', () => {
  it('resolves to the value its work returns', async () => {
    const { door, db } = await freshDoor(loadAttempt)
    expect(await door.attempt('count', async ({ db }) => db.results.count())).toEqual({ ok: true, value: 0 })
    await db.delete()
  })

  it('resolves to the kind of failure when its work throws, and reports it', async () => {
    const { door, db } = await freshDoor(loadAttempt)
    const report = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failed = await door.attempt('fill the disk', () => Promise.reject(named('QuotaExceededError')))
    expect(failed).toEqual({ ok: false, failure: 'quota' })
    expect(String(report.mock.calls[0]?.[0])).toBe('Think First could not fill the disk on this device')
    await db.delete()
  })
})

describe('classifyStorageError', () => {
  it('sorts errors, however wrapped, into what the visitor can do about them', async () => {
    const { classifyStorageError } = await loadAttempt()
    const dexieWrapped = (inner: Error) => Object.assign(named('AbortError'), { inner })
    expect(classifyStorageError(named('QuotaExceededError'))).toBe('quota')
    expect(classifyStorageError(dexieWrapped(named('QuotaExceededError')))).toBe('quota')
    expect(classifyStorageError(new StorageUnavailableError(named('VersionError')))).toBe('blocked')
    expect(classifyStorageError(named('DatabaseClosedError'))).toBe('blocked')
    expect(classifyStorageError(new StorageUnavailableError(named('MissingAPIError')))).toBe('unavailable')
    expect(classifyStorageError('a string')).toBe('unavailable')
    expect(classifyStorageError(null)).toBe('unavailable')
  })
})
