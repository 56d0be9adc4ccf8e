import { describe, expect, it } from 'vitest'
import { aboutTeam } from '../../src/content/about'
import { homeTestimonials } from '../../src/content/home'
import { toolkitTestimonials } from '../../src/content/product/testimonials'

/** Every testimonial on the site: who it is signed by, and what they say. */
const testimonials = [
  ...toolkitTestimonials.map(({ name, role, company, quote }) => ({
    signed: `${name}, ${role}, ${company}`,
    quote,
  })),
  ...homeTestimonials.items.map(({ archetype, role, quote }) => ({ signed: `${archetype}, ${role}`, quote })),
]

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)

/** The runs of `length` consecutive words in a text. */
function runs(text: string, length: number): Set<string> {
  const all = words(text)
  return new Set(all.slice(0, all.length - length + 1).map((_, at) => all.slice(at, at + length).join(' ')))
}

/** A run this long shared by two quotes makes them one quote reworded. */
const SHARED_RUN = 4

describe('testimonials', () => {
  it('quote clients only: no one from the team on /about, by full name or surname', () => {
    for (const member of aboutTeam.members) {
      const surname = member.name.split(' ').at(-1)!
      for (const { signed, quote } of testimonials) {
        for (const name of [member.name, surname]) {
          expect(`${signed}: ${quote}`, `${member.name} is on the team`).not.toMatch(
            new RegExp(`\\b${name}\\b`, 'i'),
          )
        }
      }
    }
  })

  it('give each quote once, under one attribution (a reworded copy counts as the same quote)', () => {
    for (const [index, first] of testimonials.entries()) {
      for (const second of testimonials.slice(index + 1)) {
        const shared = [...runs(first.quote, SHARED_RUN)].filter((run) =>
          runs(second.quote, SHARED_RUN).has(run),
        )
        expect(shared, `"${first.signed}" and "${second.signed}" say the same`).toEqual([])
      }
    }
  })
})
