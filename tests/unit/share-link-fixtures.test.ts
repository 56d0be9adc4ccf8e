import { describe, expect, it } from 'vitest'
import { FEAR_CARD_COUNT, MOTIVATION_CARD_COUNT } from '../../src/content/assessment/deck'
import { EXPERTISE_MAX_LENGTH } from '../../src/content/assessment/expertise'
import { REQUIRED_POWER_COUNT, superPowers } from '../../src/content/assessment/powers'
import { MOTIVATION_KEYS, FEAR_KEYS } from '../../src/content/assessment/scores'
import { decodeSharedCard, encodeSharedCard, type SharedCard } from '../../src/domain/card/share-link'
import {
  SHARE_DECK,
  SHARE_EXPERTISE_MAX,
  SHARE_POWER_IDS,
  SHARE_SCORE_ORDER,
} from '../../src/domain/card/share-link-format'

// Links made by the version-1 encoder, of cards an assessment can make (a typical one, then the least and
// the most each field can hold): they must open forever.
const LINKS = [
  'AQFkMiEAZEMRZCEyAAkXCggFB58CmOyK2AYOVXJiYW4gUGxhbm5pbmcSWw',
  'AQFDMjJDQzIyMjIyFAMRABIMAAGAgcisBiPDlmtvbm9taWUgJiBHZXNlbGxzY2hhZnQg4oCUIOekvuS8muVi',
  'AQFDQzJDMjIhMiEhBggHCQkGBoD1JP_sndgGAkFJTrs',
]

const CARDS: readonly SharedCard[] = [
  {
    scores: {
      curiosity: 100,
      exploration: 50,
      mastery: 33,
      social_competition: 0,
      social_cooperation: 100,
      fear_unknown: 67,
      fear_ambiguity: 17,
      fear_mistakes: 100,
      fear_disapproval: 33,
      fear_fraud: 50,
    },
    powers: [
      { id: 'pattern-spotter', name: 'Pattern-Spotter' },
      { id: 'empathy-radar', name: 'Empathy Radar' },
      { id: 'momentum-magnet', name: 'Momentum Magnet' },
    ],
    expertise: 'Urban Planning',
    motivationCounts: { left: 10, right: 8 },
    fearCounts: { left: 5, right: 7 },
    durationSeconds: 287,
    createdAt: Date.UTC(2026, 10, 22, 9, 30, 0),
    deckVersion: 1,
  },
  {
    // Every motivation answer on the right, every fear answer on the left.
    scores: {
      curiosity: 67,
      exploration: 50,
      mastery: 50,
      social_competition: 67,
      social_cooperation: 67,
      fear_unknown: 50,
      fear_ambiguity: 50,
      fear_mistakes: 50,
      fear_disapproval: 50,
      fear_fraud: 50,
    },
    powers: [
      { id: 'kaizen-keeper', name: 'Kaizen Keeper' },
      { id: 'story-alchemist', name: 'Story Alchemist' },
      { id: 'signal-synthesiser', name: 'Signal Synthesiser' },
    ],
    expertise: 'Ökonomie & Gesellschaft — 社会',
    motivationCounts: { left: 0, right: 18 },
    fearCounts: { left: 12, right: 0 },
    durationSeconds: 1,
    createdAt: Date.UTC(2024, 0, 1),
    deckVersion: 1,
  },
  {
    scores: {
      curiosity: 67,
      exploration: 67,
      mastery: 50,
      social_competition: 67,
      social_cooperation: 50,
      fear_unknown: 50,
      fear_ambiguity: 33,
      fear_mistakes: 50,
      fear_disapproval: 33,
      fear_fraud: 33,
    },
    powers: [
      { id: 'data-whisperer', name: 'Data Whisperer' },
      { id: 'logic-laser', name: 'Logic Laser' },
      { id: 'hypothesis-hacker', name: 'Hypothesis Hacker' },
    ],
    expertise: 'AI',
    motivationCounts: { left: 9, right: 9 },
    fearCounts: { left: 6, right: 6 },
    durationSeconds: 604800,
    createdAt: Date.UTC(2026, 10, 25, 23, 59, 59),
    deckVersion: 1,
  },
]

describe('share links already in the world', () => {
  it.each(LINKS.map((link, index) => [index, link] as const))(
    'link %i still opens its card',
    (index, link) => {
      expect(decodeSharedCard(link)).toEqual({ ok: true, card: CARDS[index] })
    },
  )

  it.each(CARDS.map((card, index) => [index, card] as const))(
    'card %i still makes the same link',
    (index, card) => {
      expect(encodeSharedCard(card)).toBe(LINKS[index])
    },
  )

  it('every power in the content has a number in the link format, and no number is reused', () => {
    expect(superPowers.map((power) => power.id).filter((id) => !SHARE_POWER_IDS.includes(id))).toEqual([])
    expect(new Set(SHARE_POWER_IDS).size).toBe(SHARE_POWER_IDS.length)
  })

  it('the link carries every score the content knows', () => {
    expect([...SHARE_SCORE_ORDER].sort()).toEqual([...MOTIVATION_KEYS, ...FEAR_KEYS].sort())
  })

  it('the deck the content deals is the deck version 1 describes', () => {
    expect({
      powers: REQUIRED_POWER_COUNT,
      motivationCards: MOTIVATION_CARD_COUNT,
      fearCards: FEAR_CARD_COUNT,
    }).toEqual(SHARE_DECK)
    expect(EXPERTISE_MAX_LENGTH).toBeLessThanOrEqual(SHARE_EXPERTISE_MAX)
  })
})
