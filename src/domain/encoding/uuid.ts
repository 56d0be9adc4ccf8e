const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** Whether `value` is a well-formed RFC 4122 uuid, as `crypto.randomUUID()` makes. */
export function isUuid(value: string): boolean {
  return UUID.test(value)
}
