/**
 * Thrown (as a rejection) by every storage call when IndexedDB cannot be used: the API is missing (old browser,
 * some private modes, server-side prerender), opening is refused, or the stored schema is newer than this code.
 * Callers catch this one type and fall back (e.g. keep the session in memory only).
 */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError'

  constructor(cause: unknown) {
    super('Storage on this device is unavailable', { cause })
  }
}
