import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { AssessmentResult } from '../../src/domain/assessment/assessment-types'
import { emptyScores } from '../../src/domain/assessment/scoring'
import { mergeResults } from '../../src/domain/workshop/workshop-merge'

/** A result told apart by its uuid and its expertise, so a test can see which copy was kept. */
function result(uuid: string, expertise = 'Leadership'): AssessmentResult {
  return {
    uuid,
    scores: emptyScores(),
    powers: [],
    expertise,
    motivationCounts: { left: 9, right: 9 },
    fearCounts: { left: 6, right: 6 },
    durationSeconds: 240,
    createdAt: Date.UTC(2025, 5, 1),
    deckVersion: 1,
  }
}

describe('mergeResults', () => {
  it('adds everything to an empty workshop', () => {
    const incoming = [result('a'), result('b')]
    expect(mergeResults([], incoming)).toEqual({ merged: incoming, added: 2, duplicates: 0 })
  })

  it('changes nothing when nothing comes in', () => {
    const existing = [result('a')]
    expect(mergeResults(existing, [])).toEqual({ merged: existing, added: 0, duplicates: 0 })
  })

  it('keeps the copy already here when a uuid comes again, and counts it', () => {
    const existing = [result('a', 'here'), result('b', 'here')]
    const outcome = mergeResults(existing, [result('b', 'imported'), result('c', 'imported')])
    expect(outcome.merged.map((r) => [r.uuid, r.expertise])).toEqual([
      ['a', 'here'],
      ['b', 'here'],
      ['c', 'imported'],
    ])
    expect(outcome).toMatchObject({ added: 1, duplicates: 1 })
  })

  it('takes a uuid repeated within the import once, the first copy', () => {
    const outcome = mergeResults([], [result('x', 'first'), result('y'), result('x', 'second')])
    expect(outcome.merged.map((r) => [r.uuid, r.expertise])).toEqual([
      ['x', 'first'],
      ['y', 'Leadership'],
    ])
    expect(outcome).toMatchObject({ added: 2, duplicates: 1 })
  })

  it('leaves its inputs untouched', () => {
    const existing = Object.freeze([result('a')])
    const incoming = Object.freeze([result('b')])
    mergeResults(existing, incoming)
    expect(existing.map((r) => r.uuid)).toEqual(['a'])
    expect(incoming.map((r) => r.uuid)).toEqual(['b'])
  })

  const uuids = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 12 })

  it('ends with each uuid once, new ones after the old, and accounts for every incoming result', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd')), uuids, (here, coming) => {
        const existing = here.map((uuid) => result(uuid))
        const { merged, added, duplicates } = mergeResults(
          existing,
          coming.map((uuid) => result(uuid)),
        )
        const all = new Set([...here, ...coming])
        expect(merged.map((r) => r.uuid).sort()).toEqual([...all].sort())
        expect(merged.slice(0, existing.length)).toEqual(existing)
        expect(added).toBe(all.size - here.length)
        expect(added + duplicates).toBe(coming.length)
      }),
    )
  })

  it('adds nothing the second time the same results come in', () => {
    fc.assert(
      fc.property(uuids, uuids, (here, coming) => {
        const first = mergeResults(
          here.map((uuid) => result(uuid)),
          coming.map((uuid) => result(uuid)),
        )
        const again = mergeResults(
          first.merged,
          coming.map((uuid) => result(uuid)),
        )
        expect(again.added).toBe(0)
        expect(again.merged).toEqual(first.merged)
      }),
    )
  })
})
