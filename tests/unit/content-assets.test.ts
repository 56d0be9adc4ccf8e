import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { aboutTeam } from '../../src/content/about'
import { HERO_ART_SIZE, heroArt } from '../../src/content/hero-art'
import { site } from '../../src/content/site'
import { toolkitClosing, toolkitHero } from '../../src/content/product'
import { PERSONA_IMAGE_SIZE, personas } from '../../src/content/product/personas'
import { toolkitTestimonials } from '../../src/content/product/testimonials'
import { allElements, parseSvgMarkup } from './support/svg-markup'

const heroPictures = Object.values(heroArt).flatMap((art) => (art.kind === 'image' ? [art] : []))

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

  it('gives every hero picture a well-formed SVG in public/ at the size the hero reserves for it', () => {
    expect(heroPictures.length).toBeGreaterThan(0)
    for (const picture of heroPictures) {
      const file = `public${picture.src}`
      expect(existsSync(file), file).toBe(true)
      const markup = readFileSync(file, 'utf8')
      // Drawn from a few shapes, a picture stays a few kilobytes; a traced or embedded bitmap would not.
      expect(markup.length, file).toBeLessThan(16_000)
      const root = parseSvgMarkup(markup)
      expect(root.name, file).toBe('svg')
      expect(root.attributes.xmlns, file).toBe('http://www.w3.org/2000/svg')
      expect([picture.width, picture.height], file).toEqual([HERO_ART_SIZE.width, HERO_ART_SIZE.height])
      expect(root.attributes.width, file).toBe(String(picture.width))
      expect(root.attributes.height, file).toBe(String(picture.height))
      // The drawing fills the box the page reserves, with nothing drawn off its origin or stretched.
      expect(root.attributes.viewBox?.split(/[\s,]+/).map(Number), file).toEqual([
        0,
        0,
        picture.width,
        picture.height,
      ])
    }
  })

  it('keeps the hero pictures inert: no script, no event handler, nothing fetched from elsewhere', () => {
    for (const picture of heroPictures) {
      const file = `public${picture.src}`
      const elements = allElements(parseSvgMarkup(readFileSync(file, 'utf8')))
      const ids = new Set(elements.map((element) => element.attributes.id).filter(Boolean))
      for (const { name, attributes } of elements) {
        expect(['script', 'foreignObject', 'image', 'use', 'a', 'style'], `${file}: <${name}>`).not.toContain(
          name,
        )
        for (const [key, value] of Object.entries(attributes)) {
          expect(key, `${file}: <${name} ${key}>`).not.toMatch(/^on|^style$|href$/i)
          // Paint and filter references point inside the file, at something that is there.
          for (const [, target] of value.matchAll(/url\(([^)]*)\)/g)) {
            expect(target, `${file}: <${name} ${key}="${value}">`).toMatch(/^#/)
            expect(ids.has(target!.slice(1)), `${file}: ${target} is defined`).toBe(true)
          }
        }
      }
    }
  })

  it('names every hero picture in public/images in the content, so none is left behind', () => {
    const drawn = readdirSync('public/images').filter((file) => file.startsWith('hero-'))
    expect(drawn.map((file) => `/images/${file}`).sort()).toEqual(
      [...new Set(heroPictures.map((picture) => picture.src))].sort(),
    )
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
