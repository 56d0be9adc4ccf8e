import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'
import { FORM_BODY_MAX_BYTES, FORM_RATE_LIMIT } from '../../src/domain/forms/form-submission'
import { NETWORK_CHECK, ROOM_LIMITS } from '../../src/domain/room/room-protocol'

/** docs/limits.md's table: each row's constant and its number (units dropped). */
function documentedLimits(): Map<string, number> {
  const rows = readFileSync('docs/limits.md', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
  return new Map(rows.map((cells) => [cells[1]!.replaceAll('`', ''), Number.parseFloat(cells[4]!)]))
}

/** wrangler.jsonc's rate limiting bindings, by name. */
function rateLimitBindings(): Map<string, { limit: number; period: number }> {
  const text = readFileSync('wrangler.jsonc', 'utf8')
  const config = ts.parseConfigFileTextToJson('wrangler.jsonc', text).config as {
    ratelimits: { name: string; simple: { limit: number; period: number } }[]
  }
  return new Map(config.ratelimits.map(({ name, simple }) => [name, simple]))
}

/**
 * ROOM_LIMITS' entries that bound a room's own data or life rather than what a sender may do: a new entry is
 * either one of these or a row of the table.
 */
const NOT_SENDER_LIMITS = new Set([
  'nameMin',
  'nameMax',
  'summaryChars',
  'midwayIdleMs',
  'expiryDays',
  'lifetimeDays',
])

/** Every limit the service sets, as the code and the Worker's configuration hold it. */
function limitsInTheCode(): Map<string, number> {
  const limits = new Map<string, number>()
  for (const [name, value] of Object.entries(ROOM_LIMITS)) {
    if (NOT_SENDER_LIMITS.has(name)) continue
    if (typeof value === 'number') limits.set(`ROOM_LIMITS.${name}`, value)
    else
      for (const [window, limit] of Object.entries(value)) limits.set(`ROOM_LIMITS.${name}.${window}`, limit)
  }
  for (const [name, { limit }] of rateLimitBindings()) limits.set(name, limit)
  limits.set('NETWORK_CHECK.lifetimeMs', NETWORK_CHECK.lifetimeMs)
  limits.set('NETWORK_CHECK.echoes', NETWORK_CHECK.echoes)
  limits.set('FORM_RATE_LIMIT.submissions', FORM_RATE_LIMIT.submissions)
  limits.set('FORM_RATE_LIMIT.submissionsPerNetwork', FORM_RATE_LIMIT.submissionsPerNetwork)
  limits.set('FORM_BODY_MAX_BYTES', FORM_BODY_MAX_BYTES)
  return limits
}

describe('docs/limits.md', () => {
  test('lists every limit the code sets, with the number the code has', () => {
    expect(documentedLimits()).toEqual(limitsInTheCode())
  })

  test('gives each rate limiting binding the window wrangler.jsonc sets', () => {
    const windows = new Map(
      readFileSync('docs/limits.md', 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .map((line) => line.split('|').map((cell) => cell.trim()))
        .map((cells) => [cells[1]!.replaceAll('`', ''), cells[5]!]),
    )
    for (const [name, { period }] of rateLimitBindings()) expect(windows.get(name)).toBe(`${period} s`)
    for (const name of ['FORM_RATE_LIMIT.submissions', 'FORM_RATE_LIMIT.submissionsPerNetwork'])
      expect(windows.get(name)).toBe(`${FORM_RATE_LIMIT.windowMs / 1000} s`)
  })
})
