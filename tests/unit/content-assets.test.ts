import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { aboutTeam } from '../../src/content/about'
import { site } from '../../src/content/site'
import { toolkitClosing, toolkitHero } from '../../src/content/toolkit'
import { PERSONA_IMAGE_SIZE, personas } from '../../src/content/toolkit-personas'
import { toolkitTestimonials } from '../../src/content/toolkit-testimonials'

// What the copy points at must exist and work: a portrait or card that 404s, a link to the wrong place or an
// unsafe image is a broken page, whatever the words say. The words themselves are the copywriters' to change.
describe('files and links named in the copy', () => {
  it('gives every team member a mail address, a profile link and a portrait that exists', () => {
    for (const member of aboutTeam.members) {
      expect(member.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/)
      expect(member.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[\w-]+$/)
      expect(existsSync(`public${member.image}`), member.image).toBe(true)
    }
  })

  it('gives every persona a card in public/, at the size the carousel lays out, without script or remote links', () => {
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

  it('shows testimonial initials that match the names', () => {
    for (const { name, initials } of toolkitTestimonials) {
      expect(initials).toBe(
        name
          .split(' ')
          .map((part) => part[0])
          .join(''),
      )
    }
  })

  it('sends both toolkit buy buttons to the configured shop', () => {
    const buyLinks = [...toolkitHero.actions, ...toolkitClosing.actions].filter((action) => 'href' in action)
    expect(buyLinks.map((action) => ('href' in action ? action.href : ''))).toEqual([
      site.purchaseUrl,
      site.purchaseUrl,
    ])
  })
})
