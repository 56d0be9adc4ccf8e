import { describe, expect, it } from 'vitest'
import { cardPreview, listed } from '../../src/domain/card/card-preview'
import { escapeHtml, genericTags, headTags, noScriptText, cardTags } from '../../edge/card-head'
import { cardPicture, isDrawable, type PictureNode } from '../../edge/card-picture'
import { PERSONA_RATIO, PERSONA_TILT, PREVIEW_CENTRE } from '../../src/domain/card/card-layout'
import { TYPICAL_CARD } from './support/typical-card'

const card = TYPICAL_CARD

/** Every text the picture would draw, in order. */
const textsOf = (node: PictureNode): string[] => {
  if (node.type === 'img') return []
  const { children } = node.props
  if (typeof children === 'string') return [children]
  if (!children) return []
  return (Array.isArray(children) ? children : [children]).flatMap(textsOf)
}

describe('a card link preview', () => {
  it('names the card, its drivers, powers and watch-out', () => {
    const preview = cardPreview(card, { sharer: null, hideWatchOut: false })
    expect(preview.title).toBe('The Masterful Pattern-Spotter · MojoMe')
    expect(preview.description).toBe(
      'The Masterful Pattern-Spotter: driven by mastering your craft and curiosity; super-powers Pattern-Spotter, Metaphor Machine and Logic Laser. Watch-out: Fear of making mistakes.',
    )
    expect(textsOf(cardPicture(preview, null))).toEqual(
      expect.arrayContaining([
        'The Masterful',
        'Pattern-Spotter',
        'Behavioural Economics',
        'Fear of making mistakes',
      ]),
    )
  })

  it('keeps the name and what drives the card most in the centre square, with the persona art beside it', () => {
    const art = { src: 'data:image/svg+xml;base64,PHN2Zy8+', name: 'Pattern-Spotter', ink: '#ffffff' }
    const picture = cardPicture(cardPreview(card, { sharer: null, hideWatchOut: false }), art)
    if (picture.type !== 'div' || !Array.isArray(picture.props.children)) throw new Error('not a frame')
    // The frame's two glows, then the left band, the centre square and the right band.
    const [, , left, centre] = picture.props.children
    expect(centre?.props.style.width).toBe(PREVIEW_CENTRE.width)
    expect(left?.props.style.width).toBe(PREVIEW_CENTRE.left)
    expect(textsOf(centre!)).toEqual(
      expect.arrayContaining(['The Masterful', 'Pattern-Spotter', 'Driven most by', 'Mastering your craft']),
    )
    expect(JSON.stringify(left)).toContain(art.src)
    // The persona card's words are set over its picture, where the Worker's fonts draw them.
    expect(textsOf(left!)).toEqual(['Persona', 'Pattern-Spotter', 'Think First'])
    // The persona card has the persona pictures' shape and the exported images' tilt.
    const image = JSON.stringify(left).match(/"width":(\d+),"height":(\d+)/)
    expect(Number(image?.[2]) / Number(image?.[1])).toBeCloseTo(PERSONA_RATIO, 2)
    expect(JSON.stringify(left)).toContain(`rotate(${-PERSONA_TILT}deg)`)
  })

  it('says whose card it is only when the sharer gave a name', () => {
    const preview = cardPreview(card, { sharer: 'Ada', hideWatchOut: false })
    expect(preview.title).toBe('Ada’s MojoMe: The Masterful Pattern-Spotter')
    expect(textsOf(cardPicture(preview, null))).toContain('ADA’S MOJOME CARD')
  })

  it('leaves the watch-out out of the text and the picture when hidden', () => {
    const preview = cardPreview(card, { sharer: null, hideWatchOut: true })
    expect(preview.description).not.toMatch(/Watch-out|mistakes/)
    expect(textsOf(cardPicture(preview, null)).join(' ')).not.toMatch(/Watch-out|mistakes/i)
  })

  it('leaves out of the picture a line its fonts cannot draw, rather than empty boxes', () => {
    expect(isDrawable('Łódź, Zürich – São Paulo')).toBe(true)
    expect(isDrawable('田中')).toBe(false)
    expect(isDrawable('Data 🚀')).toBe(false)
    const texts = textsOf(
      cardPicture(cardPreview({ ...card, expertise: '田中' }, { sharer: '美咲', hideWatchOut: false }), null),
    )
    expect(texts.join(' ')).not.toMatch(/田中|美咲/)
    expect(texts).toContain('A MOJOME CARD')
  })

  it('lists one, two or three things as a sentence does', () => {
    expect([listed(['a']), listed(['a', 'b']), listed(['a', 'b', 'c'])]).toEqual([
      'a',
      'a and b',
      'a, b and c',
    ])
  })
})

describe('the preview tags', () => {
  it('escapes what visitors typed in every tag and the no-script text', () => {
    const preview = cardPreview(
      { ...card, expertise: '"><script>alert(1)</script>' },
      { sharer: '<b>Ada</b> & "co"', hideWatchOut: false },
    )
    const tags = cardTags(preview, 'https://x.example/c/AB', 'https://x.example/c/AB/card.png')
    const html = headTags(tags) + noScriptText(tags)
    expect(html).not.toMatch(/<script|<b>|"co"/)
    expect(html).toContain(escapeHtml('<b>Ada</b> & "co"'))
  })

  it('says a damaged link is damaged, with the site’s own picture', () => {
    const tags = genericTags('https://x.example/c/%22', 'https://x.example')
    expect(headTags(tags)).toContain('<meta property="og:image" content="https://x.example/og-image.png">')
    expect(noScriptText(null)).toContain('This link is damaged')
  })
})
