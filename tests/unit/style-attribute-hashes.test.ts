import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { styleAttributeHashes } from '../../scripts/style-attribute-hashes.mjs'

describe('styleAttributeHashes', () => {
  it('hashes a style attribute as CSP does (the web-platform tests’ own example)', () => {
    expect(styleAttributeHashes(['<img style="background: green">'])).toEqual([
      'sha256-S0VSqEOmzmyOifPfat2sJ7ELOgkldAEbaXlvi5iMqjc=',
    ])
  })

  it('hashes the value the browser reads, after React’s escapes, once per distinct value', () => {
    const escaped =
      '<div style="font-family:&quot;Inter&quot;"></div><p style="font-family:&quot;Inter&quot;"></p>'
    const decoded = createHash('sha256').update('font-family:"Inter"').digest('base64')
    expect(styleAttributeHashes([escaped])).toEqual([`sha256-${decoded}`])
  })

  it('finds none where there are none', () => {
    expect(styleAttributeHashes(['<p class="a">style="not an attribute"</p>'])).toEqual([])
  })
})
