import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { site } from '../../src/content/site'
import { toolkitClaims, toolkitClosing, toolkitHero } from '../../src/content/toolkit'
import { boxItems } from '../../src/content/toolkit-box'
import { CAROUSEL_RADIUS, PERSONA_IMAGE_SIZE, personas } from '../../src/content/toolkit-personas'
import { thinkingSystems } from '../../src/content/toolkit-systems'
import { toolkitTestimonials } from '../../src/content/toolkit-testimonials'

describe('toolkit content follows SPEC.md', () => {
  it('has the four thinking systems with 15, 18, 40 and 25 cards and four examples each', () => {
    expect(thinkingSystems.map(({ id, title, cardCount }) => [id, title, cardCount])).toEqual([
      [0, 'External Tools', 15],
      [1, 'Fast Intuition', 18],
      [2, 'Slow Reasoning', 40],
      [3, 'Machines', 25],
    ])
    for (const system of thinkingSystems) expect(new Set(system.examples).size).toBe(4)
  })

  it('has the six box items with their counts and four details each', () => {
    expect(boxItems.map(({ item, count }) => [item, count])).toEqual([
      ['Persona Cards', '18'],
      ['Thought Flow Cards', '40'],
      ['System 0 Deck', '15'],
      ['System 3 Deck', '25'],
      ['Challenge Sheets', '20+'],
      ['Scorecard Pads', '50'],
    ])
    for (const item of boxItems) expect(new Set(item.details).size).toBe(4)
  })

  it('has the twelve personas, each with a sized SVG card in public/', () => {
    expect(personas.map((persona) => persona.name)).toEqual([
      'Evaluator',
      'Innovator',
      'Architect',
      'Communicator',
      'Analyst',
      'Visionary',
      'Synthesizer',
      'Creator',
      'Explorer',
      'Builder',
      'Connector',
      'Optimizer',
    ])
    expect(CAROUSEL_RADIUS).toBe(2)
    for (const persona of personas) {
      const file = `public${persona.image}`
      expect(existsSync(file), file).toBe(true)
      const svg = readFileSync(file, 'utf8')
      expect(svg).toContain(`width="${PERSONA_IMAGE_SIZE.width}"`)
      expect(svg).toContain(`height="${PERSONA_IMAGE_SIZE.height}"`)
      expect(svg).toContain(`>${persona.name}<`)
      expect(svg).not.toMatch(/<script|href="http/i)
    }
  })

  it('keeps three testimonials with initials that match the names', () => {
    expect(toolkitTestimonials).toHaveLength(3)
    for (const { name, initials } of toolkitTestimonials) {
      expect(initials).toBe(
        name
          .split(' ')
          .map((part) => part[0])
          .join(''),
      )
    }
  })

  it('makes the claims and sends both buy links to the configured shop', () => {
    const titles = toolkitClaims.claims.map((claim) => claim.title).join(' ')
    for (const claim of [
      '10X gains',
      '30-day money-back',
      'Physical and digital editions',
      'Global shipping',
    ]) {
      expect(titles).toContain(claim)
    }
    expect(toolkitClaims.asSeenAt).toEqual(site.asSeenAt)
    const buyLinks = [...toolkitHero.actions, ...toolkitClosing.actions].filter((action) => 'href' in action)
    expect(buyLinks.map((action) => ('href' in action ? action.href : ''))).toEqual([
      site.purchaseUrl,
      site.purchaseUrl,
    ])
  })
})
