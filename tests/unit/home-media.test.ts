import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { clientLogos } from '../../src/content/home/logos'
import { lectureEmbedUrl, mayAutoplay } from '../../src/domain/home/home-media'

describe('mayAutoplay', () => {
  it.each([
    [false, false, true],
    [true, false, false],
    [false, true, false],
    [true, true, false],
  ])('reduced motion %s, Save-Data %s → %s', (reducedMotion, saveData, expected) => {
    expect(mayAutoplay({ reducedMotion, saveData })).toBe(expected)
  })
})

describe('lectureEmbedUrl', () => {
  it('builds the privacy-enhanced, autoplaying embed address', () => {
    expect(lectureEmbedUrl('abc123_-X')).toBe('https://www.youtube-nocookie.com/embed/abc123_-X?autoplay=1')
  })

  it('keeps a hostile id inside the path', () => {
    expect(lectureEmbedUrl('x"/../?a=1#b')).toBe(
      'https://www.youtube-nocookie.com/embed/x%22%2F..%2F%3Fa%3D1%23b?autoplay=1',
    )
  })
})

describe('client logos', () => {
  it('lists about 31 organisations, each once, each with its file', () => {
    expect(clientLogos.length).toBeGreaterThanOrEqual(28)
    expect(new Set(clientLogos.map((logo) => logo.name)).size).toBe(clientLogos.length)
    expect(new Set(clientLogos.map((logo) => logo.src)).size).toBe(clientLogos.length)
    for (const logo of clientLogos) expect(existsSync(`public${logo.src}`), logo.src).toBe(true)
  })
})
