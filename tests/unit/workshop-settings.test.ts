import { describe, expect, it } from 'vitest'
import {
  checkWorkshopName,
  clampIdleMinutes,
  IDLE_CLEAR_DEFAULT_MINUTES,
  IDLE_CLEAR_MAX_MINUTES,
  IDLE_CLEAR_MIN_MINUTES,
  IDLE_COUNTDOWN_SECONDS,
  WORKSHOP_NAME_MAX_LENGTH,
  type WorkshopNameCheck,
} from '../../src/domain/workshop/workshop-settings'

describe('idle clear constants', () => {
  it('are 3 minutes by default, 1-10 allowed, a 15-second countdown', () => {
    expect([IDLE_CLEAR_DEFAULT_MINUTES, IDLE_CLEAR_MIN_MINUTES, IDLE_CLEAR_MAX_MINUTES]).toEqual([3, 1, 10])
    expect(IDLE_COUNTDOWN_SECONDS).toBe(15)
  })
})

describe('clampIdleMinutes', () => {
  const cases: [string, unknown, number][] = [
    ['a number in range', 5, 5],
    ['the lowest', 1, 1],
    ['the highest', 10, 10],
    ['below the range', 0, 1],
    ['a negative number', -4, 1],
    ['above the range', 11, 10],
    ['a huge number', 1e9, 10],
    ['Infinity', Infinity, IDLE_CLEAR_DEFAULT_MINUTES],
    ['a fraction, rounded', 4.4, 4],
    ['a half, rounded up', 4.5, 5],
    ["a form field's text", '7', 7],
    ['text with spaces', ' 2 ', 2],
    ['text out of range', '25', 10],
    ['blank text', '', IDLE_CLEAR_DEFAULT_MINUTES],
    ['spaces only', '   ', IDLE_CLEAR_DEFAULT_MINUTES],
    ['words', 'five', IDLE_CLEAR_DEFAULT_MINUTES],
    ['NaN', NaN, IDLE_CLEAR_DEFAULT_MINUTES],
    ['null', null, IDLE_CLEAR_DEFAULT_MINUTES],
    ['undefined', undefined, IDLE_CLEAR_DEFAULT_MINUTES],
    ['an object', { minutes: 4 }, IDLE_CLEAR_DEFAULT_MINUTES],
    ['a boolean', true, IDLE_CLEAR_DEFAULT_MINUTES],
  ]
  it.each(cases)('takes %s', (_, value, expected) => {
    expect(clampIdleMinutes(value)).toBe(expected)
  })
})

describe('checkWorkshopName', () => {
  const longest = 'x'.repeat(WORKSHOP_NAME_MAX_LENGTH)
  const cases: [string, unknown, WorkshopNameCheck][] = [
    ['a name', 'Acme leadership offsite', { ok: true, name: 'Acme leadership offsite' }],
    ['a name with spaces round it', '  Acme offsite \n', { ok: true, name: 'Acme offsite' }],
    ['unicode', 'Zürich équipe 東京 🚀', { ok: true, name: 'Zürich équipe 東京 🚀' }],
    ['one character', 'A', { ok: true, name: 'A' }],
    ['80 characters', longest, { ok: true, name: longest }],
    ['80 characters once trimmed', `  ${longest}  `, { ok: true, name: longest }],
    ['81 characters', `${longest}y`, { ok: false, problem: 'too-long' }],
    ['nothing', '', { ok: false, problem: 'empty' }],
    ['only spaces', ' \t ', { ok: false, problem: 'empty' }],
    ['not text', 42, { ok: false, problem: 'empty' }],
    ['a line break inside', 'Acme\noffsite', { ok: false, problem: 'control-characters' }],
    ['a NUL inside', 'Acme\u0000', { ok: false, problem: 'control-characters' }],
    ['a C1 control inside', 'Acme\u0085offsite', { ok: false, problem: 'control-characters' }],
  ]
  it.each(cases)('checks %s', (_, text, expected) => {
    expect(checkWorkshopName(text)).toEqual(expected)
  })
})
