import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { powerPersonas } from '../../src/content/assessment/power-personas'
import { superPowers } from '../../src/content/assessment/powers'
import { MOTIVATION_KEYS, type MotivationKey } from '../../src/content/assessment/scores'
import { homeTestimonials } from '../../src/content/home'
import { personas } from '../../src/content/product/personas'
import { cardName } from '../../src/domain/card/card-text'
import { emptyScores } from '../../src/domain/assessment/scoring'
import { cardFacts } from '../../src/features/result/share/card-facts'
import { labelPersonaSvg, personaSvgWithoutWords } from '../../src/domain/card/persona-label'

const power = (id: string) => {
  const found = superPowers.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no power ${id}`)
  return { id: found.id, name: found.name }
}

/** Every card name MojoMe can give: a top motivation's adjective and a first power. */
function everyCardName(): Set<string> {
  const names = new Set<string>()
  for (const key of MOTIVATION_KEYS as readonly MotivationKey[])
    for (const chosen of superPowers) names.add(cardName({ ...emptyScores(), [key]: 50 }, [power(chosen.id)]))
  return names
}

describe('one name everywhere', () => {
  it('labels the persona picture of an exported card with the card’s own name, not the persona’s', () => {
    const svg = readFileSync('public/personas/synthesizer.svg', 'utf8')
    const facts = cardFacts(
      {
        uuid: '0b0f7e2c-6a1d-4c53-9b7e-2f5d1e8a9c10',
        scores: { ...emptyScores(), social_cooperation: 83 },
        powers: [power('pattern-spotter')],
        expertise: '',
        motivationCounts: { left: 9, right: 9 },
        fearCounts: { left: 6, right: 6 },
        durationSeconds: 240,
        createdAt: Date.UTC(2026, 0, 2),
        deckVersion: 1,
      },
      'https://thinkfirst.example/c/AgA',
      { firstName: '', hideWatchOut: true },
    )
    expect(facts.name).toBe('The Collaborative Pattern-Spotter')
    const labelled = labelPersonaSvg(svg, facts.persona.name, facts.noun)
    const texts = [...labelled.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1])
    expect(texts).toContain('Pattern-Spotter')
    expect(texts).not.toContain('Synthesizer')
    expect(texts.some((text) => /\d+\/12/.test(text ?? ''))).toBe(false)
    // A long name is squeezed into the picture's width instead of running off it.
    expect(labelPersonaSvg(svg, 'Synthesizer', 'Second-Order Thinker')).toContain('textLength="196"')
    expect(labelPersonaSvg(svg, 'Synthesizer', 'A & <B>')).toContain('A &#38; &#60;B&#62;')
  })

  it('gives the Worker the persona picture without its words, its shapes kept', () => {
    const svg = readFileSync('public/personas/synthesizer.svg', 'utf8')
    const { shapes, ink } = personaSvgWithoutWords(svg)
    expect(shapes).not.toMatch(/<text|PERSONA|THINK FIRST|>Synthesizer</)
    expect(shapes.match(/<(rect|path|circle)\b/g)?.length).toBe(svg.match(/<(rect|path|circle)\b/g)?.length)
    // Its words are dark on this light card, so the words set over it must be too.
    expect(ink).toBe('#3a2fc2')
    expect(personaSvgWithoutWords(readFileSync('public/personas/analyst.svg', 'utf8')).ink).toBe('#ffffff')
  })

  it('names on /product’s carousel the cards each persona picture stands for, from the same mapping', () => {
    for (const chosen of superPowers) {
      const persona = personas.find((candidate) => candidate.name === powerPersonas[chosen.id])
      expect(persona?.cardNames, chosen.id).toContain(chosen.name)
    }
    expect(personas.find((persona) => persona.name === 'Synthesizer')?.cardNames).toEqual([
      'Pattern-Spotter',
      'Signal Synthesiser',
    ])
  })

  it('badges each home testimonial with a card name MojoMe gives', () => {
    const names = everyCardName()
    for (const testimonial of homeTestimonials.items)
      expect(names, testimonial.archetype).toContain(testimonial.archetype)
  })
})
