import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { siteCodePoints, unicodeRange } from '../../scripts/site-glyphs.mjs'

const fontsCss = () => readFile('src/fonts/site-fonts.css', 'utf8')

describe("the site's fonts, cut to its characters", () => {
  it('cover every character the site writes (else run node scripts/make-fonts.mjs)', async () => {
    const css = await fontsCss()
    const cuts = [...css.matchAll(/url\(\.\/[\w-]+-site-wght\.woff2\)[^;]*;\s*unicode-range:([^;]+);/g)]
    expect(cuts).toHaveLength(2)
    const range = unicodeRange(await siteCodePoints())
    for (const [, cutRange] of cuts) expect(cutRange!.replace(/\s+/g, '')).toBe(range)
  })

  it('write neighbouring characters as one range', () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xe1, 0x2026])).toBe('U+0020-0022,U+00E1,U+2026')
  })
})
