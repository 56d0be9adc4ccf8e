import { readFileSync } from 'node:fs'
import { shareImageCopy } from '../../src/content/share'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PERSONA, powerPersonas } from '../../src/content/assessment/power-personas'
import { superPowers } from '../../src/content/assessment/powers'
import { personas } from '../../src/content/product/personas'
import type { AssessmentResult } from '../../src/domain/assessment/assessment-types'
import { emptyScores } from '../../src/domain/assessment/scoring'
import { personaFor } from '../../src/domain/card/card-persona'
import { cardFacts } from '../../src/features/result/share/card-facts'
import { cardTheme } from '../../src/domain/card/card-theme'
import { paperFor } from '../../src/features/result/share/paper-size'
import { isWinAnsi } from '../../src/lib/win-ansi'

const power = (id: string) => {
  const found = superPowers.find((known) => known.id === id)!
  return { id: found.id, name: found.name }
}

const RESULT: AssessmentResult = {
  uuid: '0b0f7e2c-6a1d-4c53-9b7e-2f5d1e8a9c10',
  scores: { ...emptyScores(), curiosity: 83, mastery: 67, exploration: 50, fear_unknown: 50, fear_fraud: 67 },
  powers: [power('story-alchemist'), power('logic-laser'), power('kaizen-keeper')],
  expertise: '  Urban Planning ',
  motivationCounts: { left: 9, right: 9 },
  fearCounts: { left: 6, right: 6 },
  durationSeconds: 245,
  createdAt: Date.UTC(2026, 10, 23, 12),
  deckVersion: 1,
}

describe('the persona picture of a card', () => {
  it('is set for every super-power, and every persona is some power’s picture', () => {
    const names = personas.map((persona) => persona.name)
    for (const known of superPowers) expect(names, known.id).toContain(powerPersonas[known.id])
    expect(new Set(Object.values(powerPersonas))).toEqual(new Set(names))
    expect(Object.keys(powerPersonas).sort()).toEqual(superPowers.map((known) => known.id).sort())
  })

  it('follows the first power, the one that names the card', () => {
    expect(personaFor(RESULT).name).toBe('Communicator')
    expect(personaFor({ ...RESULT, powers: [power('data-whisperer')] }).image).toBe('/personas/analyst.svg')
  })

  it('falls back to a known persona without powers', () => {
    expect(personaFor({ ...RESULT, powers: [] }).name).toBe(DEFAULT_PERSONA)
    expect(personas.map((persona) => persona.name)).toContain(DEFAULT_PERSONA)
  })
})

/** The share dialog's choices: no name, the watch-out shown. */
const SHOWN = { firstName: '', hideWatchOut: false }

describe('cardFacts', () => {
  it('leaves out the watch-out and the tip that names it when the visitor hides it, and names the owner', () => {
    const facts = cardFacts(RESULT, 'https://thinkfirst.example/c/AgA', {
      firstName: 'Sam',
      hideWatchOut: true,
    })
    expect(facts.watchOut).toBe('')
    expect(facts.tip).toBe('')
    expect(facts.eyebrow).toBe('Sam’s cognitive fingerprint')
    expect(cardFacts(RESULT, 'https://thinkfirst.example/c/AgA', SHOWN).eyebrow).toBe(shareImageCopy.eyebrow)
  })

  it('says what the image and the PDF show, in the card’s words', () => {
    const link = 'https://thinkfirst.example/result/0b0f7e2c-6a1d-4c53-9b7e-2f5d1e8a9c10#AQF'
    expect(cardFacts(RESULT, link, SHOWN)).toMatchObject({
      lead: 'The Curious',
      noun: 'Story Alchemist',
      name: 'The Curious Story Alchemist',
      expertise: 'Urban Planning',
      powers: ['Story Alchemist', 'Logic Laser', 'Kaizen Keeper'],
      drivers: [
        { label: 'Curiosity', value: 83 },
        { label: 'Mastering your craft', value: 67 },
      ],
      watchOut: 'Fear of being found out',
      date: '23 November 2026',
      link,
      address: 'thinkfirst.example',
    })
  })
})

describe('card theme', () => {
  /** WCAG relative luminance of "#rrggbb". */
  function luminance(hex: string): number {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return (light! + 0.05) / (dark! + 0.05)
  }

  /** The site's colour tokens, as styles.css declares them. */
  const tokens = Object.fromEntries(
    [...readFileSync('src/styles.css', 'utf8').matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/g)].map(
      ([, name, value]) => [name, value],
    ),
  )

  it('wears the colours of the result card on the site', () => {
    expect(cardTheme.base).toBe(tokens['ink-950'])
    expect(cardTheme.glows.map((glow) => glow.color)).toEqual([tokens['iris-500'], tokens['sun-500']])
    expect(cardTheme.accent).toBe(tokens['sun-400'])
    expect(cardTheme.soft).toBe(tokens['ink-300'])
  })

  it('keeps the text readable on its base and the PDF’s bars readable on paper (WCAG AA)', () => {
    for (const color of ['#ffffff', cardTheme.accent, cardTheme.soft])
      expect(contrast(color, cardTheme.base)).toBeGreaterThan(7)
    expect(contrast(cardTheme.onPaper, '#ffffff')).toBeGreaterThan(4.5)
  })
})

describe('paperFor', () => {
  it.each([
    ['en-US', 'letter'],
    ['en', 'letter'],
    ['fr-CA', 'letter'],
    ['es-MX', 'letter'],
    ['en-GB', 'a4'],
    ['de', 'a4'],
    ['pt-BR', 'a4'],
    ['ja-JP', 'a4'],
    ['not a locale!', 'a4'],
    ['', 'a4'],
  ])('prints %j on %s', (locale, paper) => {
    expect(paperFor(locale)).toBe(paper)
  })
})

describe('isWinAnsi', () => {
  it.each(['Urban Planning', 'Ökonomie & Gesellschaft', 'Café — “naïve” € 100', ''])(
    'lets Helvetica set %j',
    (text) => {
      expect(isWinAnsi(text)).toBe(true)
    },
  )

  it.each(['社会', 'Ελληνικά', 'Emoji 🧠', 'Łódź', 'tab\there'])('keeps %j for a picture', (text) => {
    expect(isWinAnsi(text)).toBe(false)
  })
})

describe('the facts of a card whose top scores tie', () => {
  const tied = {
    ...RESULT,
    scores: { ...RESULT.scores, exploration: 83, fear_unknown: 67, fear_mistakes: 67 },
  }

  it('name no fear as the watch-out and no motivation as the card’s, for the images and the PDF', () => {
    const facts = cardFacts(tied, 'https://thinkfirst.example/result/x#y', SHOWN)
    expect(facts.watchOut).toBe('Evenly spread: three fears at 67')
    expect(facts.lead).toBe('The Versatile')
    expect(facts.tip).toContain('curiosity and exploring new ground')
    expect(facts.tip).toContain('the fears that tie at the top of your list')
  })
})
