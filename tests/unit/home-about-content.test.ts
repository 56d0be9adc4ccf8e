import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { aboutTeam, aboutValues } from '../../src/content/about'
import { homeClosing, homePromo, homeTestimonials } from '../../src/content/home'

describe('home copy', () => {
  it('keeps the notes SPEC.md names', () => {
    expect(homePromo.notes).toEqual(['Shareable results', '3 minutes'])
    expect(homeClosing.note).toBe('Free thinking assessment • Shareable results • Tailored to you')
  })

  it('has four testimonials, each with a quote, an archetype and a role', () => {
    expect(homeTestimonials.items).toHaveLength(4)
    for (const item of homeTestimonials.items) {
      expect(item.quote.length).toBeGreaterThan(40)
      expect(item.archetype).toMatch(/^[A-Z][a-z]+-[A-Z][a-z]+$/)
      expect(item.role).not.toBe('')
    }
  })
})

describe('about copy', () => {
  it('has the three values of SPEC.md', () => {
    expect(aboutValues.items.map((value) => value.title)).toEqual([
      'Human-Centered',
      'Depth Over Speed',
      'Continuous Learning',
    ])
  })

  it('has four team members with a mail address, a profile link and a portrait file', () => {
    expect(aboutTeam.members).toHaveLength(4)
    for (const member of aboutTeam.members) {
      expect(member.email).toMatch(/^[a-z]+@[a-z.-]+\.example$/)
      expect(member.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z-]+$/)
      expect(existsSync(`public${member.image}`), member.image).toBe(true)
    }
  })
})
