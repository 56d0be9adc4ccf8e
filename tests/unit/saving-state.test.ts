import { describe, expect, test } from 'vitest'
import {
  INITIAL_SAVING,
  nextSaving,
  shouldWrite,
  type SavingEvent,
} from '../../src/features/assessment/saving-state'
import { roomCard } from './support/room-card'

const run = (...events: SavingEvent[]) => events.reduce(nextSaving, INITIAL_SAVING)

describe('saving the assessment', () => {
  test('a change is written at once, and one write runs at a time', () => {
    expect(shouldWrite(INITIAL_SAVING)).toBe(false)
    expect(shouldWrite(run({ type: 'changed' }))).toBe(true)
    const writing = run({ type: 'changed' }, { type: 'write-started' })
    expect(writing).toMatchObject({ writing: true, unsaved: false })
    // A change while writing waits for the write under way, which writes it next.
    const changedMeanwhile = nextSaving(writing, { type: 'changed' })
    expect(shouldWrite(changedMeanwhile)).toBe(false)
    expect(changedMeanwhile.unsaved).toBe(true)
    expect(shouldWrite(nextSaving(changedMeanwhile, { type: 'write-ended' }))).toBe(true)
  })

  test('a refused write stays unsaved, to be tried again', () => {
    const refused = run(
      { type: 'changed' },
      { type: 'write-started' },
      { type: 'write-refused' },
      { type: 'write-ended' },
    )
    expect(refused).toMatchObject({ unsaved: true, writing: false })
    expect(shouldWrite(refused)).toBe(true)
  })

  test('a made result waits until it is kept; a newer one made meanwhile still waits', () => {
    const first = roomCard(1, {}, [0, 1, 2])
    const second = roomCard(2, {}, [0, 1, 2])
    const made = run({ type: 'result-made', unsaved: { result: first } })
    expect(made).toMatchObject({ unsaved: true, unsavedResult: { result: first } })
    expect(nextSaving(made, { type: 'result-kept', result: first }).unsavedResult).toBeNull()
    const newer = nextSaving(made, { type: 'result-made', unsaved: { result: second, workshopId: 'w' } })
    expect(nextSaving(newer, { type: 'result-kept', result: first }).unsavedResult).toEqual({
      result: second,
      workshopId: 'w',
    })
  })

  test('leaving MojoMe still writes what is unsaved; a reset writes nothing more', () => {
    const unsaved = run(
      { type: 'changed' },
      { type: 'write-started' },
      { type: 'write-refused' },
      { type: 'write-ended' },
    )
    expect(shouldWrite(nextSaving(unsaved, { type: 'stopped', leaving: true }))).toBe(true)
    expect(shouldWrite(nextSaving(unsaved, { type: 'stopped', leaving: false }))).toBe(false)
  })

  test('remembers whose result is being provided, and forgets it for another session', () => {
    expect(run({ type: 'result-wanted', uuid: 'a' }).resultFor).toBe('a')
    expect(
      run({ type: 'result-wanted', uuid: 'a' }, { type: 'result-wanted', uuid: null }).resultFor,
    ).toBeNull()
  })
})
