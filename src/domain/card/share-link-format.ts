/**
 * The share link's wire format, version 1, frozen: every link already shared depends on these constants,
 * so they live here and not in content, where copy edits happen. A new power goes at the end of
 * SHARE_POWER_IDS; anything else that changes the bytes needs a new SHARE_FORMAT_VERSION.
 */
import type { ScoreKey } from '../../content/assessment/scores'

export const SHARE_FORMAT_VERSION = 1

/** The ten scores in the order their bytes follow the deck version. */
export const SHARE_SCORE_ORDER: readonly ScoreKey[] = [
  'curiosity',
  'exploration',
  'mastery',
  'social_competition',
  'social_cooperation',
  'fear_unknown',
  'fear_ambiguity',
  'fear_mistakes',
  'fear_disapproval',
  'fear_fraud',
]

/** Each power's number in a link is its index here. */
export const SHARE_POWER_IDS: readonly string[] = [
  'pattern-spotter',
  'complexity-wrangler',
  'second-order-thinker',
  'story-alchemist',
  'metaphor-machine',
  'lateral-jumper',
  'data-whisperer',
  'hypothesis-hacker',
  'logic-laser',
  'empathy-radar',
  'conflict-diplomat',
  'coalition-builder',
  'rapid-prototyper',
  'process-sculptor',
  'deadline-sprinter',
  'strategic-foresighter',
  'opportunity-scout',
  'signal-synthesiser',
  'curiosity-dynamo',
  'feedback-forger',
  'kaizen-keeper',
  'narrative-architect',
  'visual-explainer',
  'momentum-magnet',
]

/** The deck a version-1 link describes: how many powers it names and how many cards each round had. */
export const SHARE_DECK = { powers: 3, motivationCards: 18, fearCards: 12 } as const

/** The longest expertise a link may carry, in characters. */
export const SHARE_EXPERTISE_MAX = 100

/**
 * Version 2, the card code carried in the path (/c/{code}), so that a server can read it too. Its layout:
 * version, flags, the result's uuid in 16 bytes, then version 1's fields from the deck version to the
 * expertise, then the sharer's first name (varint byte length, UTF-8; length 0 for none), then the checksum.
 */
export const CARD_CODE_VERSION = 2

/** The flag bits a version-2 code may set; any other set bit is damage. */
export const CARD_CODE_FLAGS = { hideWatchOut: 1 } as const

/** The longest sharer's first name a code may carry, in characters. */
export const SHARE_SHARER_MAX = 40
