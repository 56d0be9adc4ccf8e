import { describe, expect, it } from 'vitest'
import { superPowers } from '../../src/content/assessment/powers'
import type { AssessmentResult, Scores, SelectedPower } from '../../src/domain/assessment/assessment-types'
import { encodeCardCode } from '../../src/domain/card/card-code'
import {
  decodeDuo,
  duoMember,
  duoMembersPath,
  duoPath,
  DUO_PATH_PREFIX,
} from '../../src/domain/card/duo-link'
import { duoHeading, duoSentence } from '../../src/domain/card/duo-text'
import { emptyScores } from '../../src/domain/assessment/scoring'
import { TYPICAL_CARD } from './support/typical-card'

const scores = (values: Partial<Scores>): Scores => ({ ...emptyScores(), ...values })
const power = (id: string): SelectedPower => {
  const found = superPowers.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no power ${id}`)
  return { id: found.id, name: found.name }
}
const card = (values: Partial<Scores>, first: string) => ({
  scores: scores(values),
  powers: [power(first), power('logic-laser'), power('story-alchemist')],
})

describe('duoSentence', () => {
  it('says a shared drive, and the two first powers each with its article', () => {
    const sam = card({ curiosity: 83 }, 'pattern-spotter')
    const maya = card({ curiosity: 100 }, 'empathy-radar')
    expect(duoSentence(sam, maya, { a: 'Sam', b: 'Maya' })).toBe(
      'Both driven by curiosity, Sam and Maya bring a Pattern-Spotter and an Empathy Radar to the same question.',
    )
    expect(duoSentence(sam, maya, { a: null, b: 'Maya' })).toBe(
      'Both driven by curiosity, they bring a Pattern-Spotter and an Empathy Radar to the same question.',
    )
  })

  it('says different drives as a pair that covers more ground, with or without names', () => {
    const sam = card({ curiosity: 83 }, 'pattern-spotter')
    const maya = card({ mastery: 100 }, 'pattern-spotter')
    expect(duoSentence(sam, maya, { a: 'Sam', b: 'Maya' })).toBe(
      'Sam leans on curiosity, Maya on mastering a craft: together, two Pattern-Spotters cover more ground than either alone.',
    )
    expect(duoSentence(sam, maya, { a: null, b: null })).toBe(
      'One leans on curiosity, the other on mastering a craft: together, two Pattern-Spotters cover more ground than either alone.',
    )
  })
})

describe('duoHeading', () => {
  it('names both, one, or neither', () => {
    expect(duoHeading('Sam', 'Maya')).toBe('Sam & Maya')
    expect(duoHeading(null, 'Maya')).toBe('Maya & a fellow thinker')
    expect(duoHeading(null, null)).toBe('Two thinkers, side by side')
  })
})

describe('the duo link', () => {
  const other: AssessmentResult = {
    ...TYPICAL_CARD,
    uuid: '2b1c9a4e-7f3d-4c1a-9e2b-5d6f7a8b9c0d',
    expertise: 'Tides',
  }
  const path = duoPath(
    { result: TYPICAL_CARD, options: { sharer: 'Sam', hideWatchOut: true } },
    { result: other, options: { sharer: 'Maya' } },
  )

  it('carries both cards, with each owner’s name and watch-out choice', () => {
    expect(path.startsWith(DUO_PATH_PREFIX)).toBe(true)
    const decoded = decodeDuo(path.slice(DUO_PATH_PREFIX.length))
    expect(decoded).toEqual({
      ok: true,
      members: [
        { card: { ...TYPICAL_CARD }, sharer: 'Sam', hideWatchOut: true },
        { card: other, sharer: 'Maya', hideWatchOut: false },
      ],
    })
  })

  it('is made again from its members, as read or as made from two parts, names cleaned as a link keeps them', () => {
    const decoded = decodeDuo(path.slice(DUO_PATH_PREFIX.length))
    expect(decoded.ok && duoMembersPath(decoded.members)).toBe(path)
    const members = [
      duoMember({ result: TYPICAL_CARD, options: { sharer: '  Sam ', hideWatchOut: true } }),
      duoMember({ result: other, options: { sharer: 'Maya' } }),
    ] as const
    expect(members[0]).toEqual({ card: TYPICAL_CARD, sharer: 'Sam', hideWatchOut: true })
    expect(duoMember({ result: other, options: {} })).toEqual({
      card: other,
      sharer: null,
      hideWatchOut: false,
    })
    expect(duoMembersPath(members)).toBe(path)
  })

  it('is damaged, never half read, when either half or the join is', () => {
    const code = path.slice(DUO_PATH_PREFIX.length)
    const single = encodeCardCode(TYPICAL_CARD)
    for (const damaged of [
      '',
      single,
      `${single}.`,
      `${code}.${single}`,
      code.replace(/.$/, 'A'),
      `x${code}`,
    ])
      expect(decodeDuo(damaged), damaged).toEqual({ ok: false })
  })
})
