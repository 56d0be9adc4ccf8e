import { SCORE_DIVISOR } from '../../src/domain/assessment/scoring'
import { describe, expect, it } from 'vitest'
import {
  deck,
  DECK_VERSION,
  FEAR_CARD_COUNT,
  fearCards,
  MOTIVATION_CARD_COUNT,
  motivationCards,
  TOTAL_CARDS,
  type ChoiceCard,
} from '../../src/content/assessment/deck'
import { FEAR_KEYS, MOTIVATION_KEYS, type ScoreKey } from '../../src/content/assessment/scores'

/** A score reaches 100 once its tag is chosen SCORE_DIVISOR times, which needs that many distinct cards. */
const CARDS_FOR_FULL_SCORE = SCORE_DIVISOR
/** Copy rules: short enough to read mid-swipe, long enough to be a real situation. */
const MIN_STATEMENT_LENGTH = 40
const MAX_STATEMENT_LENGTH = 110
/** A side is read at a glance: at most 15 words, so the thirty cards stay inside "about 4 minutes". */
const MAX_STATEMENT_WORDS = 15

const rounds = [
  { round: 'motivation', cards: motivationCards, keys: MOTIVATION_KEYS, size: MOTIVATION_CARD_COUNT },
  { round: 'fear', cards: fearCards, keys: FEAR_KEYS, size: FEAR_CARD_COUNT },
] as const

const sides = deck.flatMap((card) => [
  { id: card.id, side: 'A', statement: card.statementA, tags: card.tagsA },
  { id: card.id, side: 'B', statement: card.statementB, tags: card.tagsB },
])

/** How many cards carry the score on either side: the most points a visitor can give it. */
function cardsWith(cards: readonly ChoiceCard[], key: ScoreKey): number {
  return cards.filter((card) => card.tagsA.includes(key) || card.tagsB.includes(key)).length
}

/** How many sides carry the score. */
function tagCount(cards: readonly ChoiceCard[], key: ScoreKey): number {
  return cards.flatMap((card) => [...card.tagsA, ...card.tagsB]).filter((tag) => tag === key).length
}

describe('deck shape', () => {
  it('has a positive integer version', () => {
    expect(Number.isInteger(DECK_VERSION)).toBe(true)
    expect(DECK_VERSION).toBeGreaterThan(0)
  })

  it('holds exactly the motivation and fear cards', () => {
    expect(MOTIVATION_CARD_COUNT + FEAR_CARD_COUNT).toBe(TOTAL_CARDS)
    expect(deck).toHaveLength(TOTAL_CARDS)
  })

  it('numbers the cards 1..TOTAL_CARDS in order', () => {
    expect(deck.map((card) => card.id)).toEqual(Array.from({ length: TOTAL_CARDS }, (_, index) => index + 1))
  })

  it('splits the deck into the motivation cards first, then the fear cards', () => {
    expect(motivationCards.map((card) => card.id)).toEqual(
      Array.from({ length: MOTIVATION_CARD_COUNT }, (_, index) => index + 1),
    )
    expect(fearCards.map((card) => card.id)).toEqual(
      Array.from({ length: FEAR_CARD_COUNT }, (_, index) => MOTIVATION_CARD_COUNT + index + 1),
    )
  })
})

describe.each(rounds)('$round round', ({ cards, keys, size }) => {
  const allowed: readonly ScoreKey[] = keys

  it('has its full number of cards', () => {
    expect(cards).toHaveLength(size)
  })

  it.each(cards)('card $id tags only scores of its round', (card) => {
    for (const tag of [...card.tagsA, ...card.tagsB]) expect(allowed).toContain(tag)
  })

  it.each(keys)('lets %s reach 100: it appears on enough cards', (key) => {
    expect(cardsWith(cards, key)).toBeGreaterThanOrEqual(CARDS_FOR_FULL_SCORE)
  })

  it('keeps the tag counts of its scores within 1 of each other', () => {
    const counts = keys.map((key) => tagCount(cards, key))
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1)
  })
})

describe.each(deck)('card $id', (card) => {
  it('has at least one tag on each side', () => {
    expect(card.tagsA.length).toBeGreaterThan(0)
    expect(card.tagsB.length).toBeGreaterThan(0)
  })

  it('never puts the same tag on both sides', () => {
    expect(card.tagsA.filter((tag) => card.tagsB.includes(tag))).toEqual([])
  })

  it('repeats no tag within a side', () => {
    expect(new Set(card.tagsA).size).toBe(card.tagsA.length)
    expect(new Set(card.tagsB).size).toBe(card.tagsB.length)
  })

  it('offers two different statements', () => {
    expect(card.statementA).not.toBe(card.statementB)
  })
})

describe('statements', () => {
  it.each(sides)('card $id side $side is plain text of a readable length', ({ statement }) => {
    expect(statement.length).toBeGreaterThanOrEqual(MIN_STATEMENT_LENGTH)
    expect(statement.length).toBeLessThanOrEqual(MAX_STATEMENT_LENGTH)
    expect(statement.split(/\s+/).length).toBeLessThanOrEqual(MAX_STATEMENT_WORDS)
    expect(statement).toBe(statement.trim())
    expect(statement).not.toMatch(/\s{2}/)
    expect(statement).not.toMatch(/\p{Extended_Pictographic}/u)
  })

  it('are never repeated across the deck', () => {
    const normalised = sides.map(({ statement }) => statement.toLowerCase())
    expect(new Set(normalised).size).toBe(normalised.length)
  })
})
