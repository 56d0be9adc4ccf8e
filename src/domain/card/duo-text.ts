/**
 * The words of a duo card: whose two cards they are, and one warm sentence on how the two styles work
 * together, drawn from both cards' top drivers and first super-powers. Pure, so the page, the picture and
 * the tests agree.
 */
import { cardTextCopy } from '../../content/assessment/card'
import { duoCopy, duoSentences } from '../../content/duo'
import type { ComparedCard } from './compare'
import { phrase } from './compare'
import { listed } from './card-preview'
import { cardName } from './card-text'
import type { DuoMember } from './duo-link'
import type { SelectedPower } from '../assessment/assessment-types'
import { topMotivations } from '../assessment/scoring'

/** Fills `{key}` slots in one pass, so a name holding `{b}` stays literal. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)
}

/** The page's heading: "Sam & Maya", or as much of it as the names allow. */
export function duoHeading(a: string | null, b: string | null): string {
  if (a && b) return fill(duoCopy.headingNamed, { a, b })
  const name = a ?? b
  return name ? fill(duoCopy.headingOneNamed, { name }) : duoCopy.heading
}

/** A name starting with a vowel takes "an": every power's name is said as it is spelt. */
const STARTS_WITH_VOWEL = /^[AEIOU]/i

function withArticle(power: SelectedPower | undefined): string {
  const name = power?.name ?? cardTextCopy.powerlessNoun
  return `${STARTS_WITH_VOWEL.test(name) ? duoSentences.articleBeforeVowel : duoSentences.article} ${name}`
}

function powersOf(a: ComparedCard, b: ComparedCard): string {
  const [first, second] = [a.powers[0], b.powers[0]]
  if (first && first.id === second?.id) return fill(duoSentences.samePower, { power: first.name })
  return fill(duoSentences.powers, { a: withArticle(first), b: withArticle(second) })
}

/** How the two styles work together, in one sentence; `a` and `b` are the owners' first names, if given. */
export function duoSentence(
  first: ComparedCard,
  second: ComparedCard,
  names: { a: string | null; b: string | null },
): string {
  const [driversA, driversB] = [topMotivations(first.scores), topMotivations(second.scores)]
  const shared = driversA.filter((key) => driversB.includes(key))
  const powers = powersOf(first, second)
  if (shared.length > 0) {
    const both = names.a && names.b ? fill(duoSentences.both, { a: names.a, b: names.b }) : duoCopy.they
    return fill(duoSentences.sameDriver, { driver: listed(shared.map(phrase)), both, powers })
  }
  return fill(duoSentences.differentDrivers, {
    A: names.a ?? duoCopy.someone,
    a: listed(driversA.map(phrase)),
    B: names.b ?? duoCopy.theOther,
    b: listed(driversB.map(phrase)),
    powers,
  })
}

/** What a duo link's preview says where it is pasted, and what its picture shows. */
export interface DuoPreview {
  heading: string
  sentence: string
  /** Each owner's first name, empty without one, under their persona. */
  names: [string, string]
  title: string
  description: string
  imageAlt: string
}

export function duoPreview([first, second]: readonly [DuoMember, DuoMember]): DuoPreview {
  const names = { a: first.sharer, b: second.sharer }
  const heading = duoHeading(names.a, names.b)
  const sentence = duoSentence(first.card, second.card, names)
  return {
    heading,
    sentence,
    names: [first.sharer ?? '', second.sharer ?? ''],
    title: fill(duoCopy.title, { heading }),
    description: sentence,
    imageAlt: fill(duoCopy.imageAlt, {
      a: names.a ?? duoCopy.someone,
      aCard: cardName(first.card.scores, first.card.powers),
      b: names.b ?? duoCopy.theOther,
      bCard: cardName(second.card.scores, second.card.powers),
    }),
  }
}
