/**
 * The card as a 1200x630 picture, described as the element tree satori lays out: the name, expertise and
 * super-powers on the left, the two strongest drivers and the watch-out (unless hidden) on the right, in the
 * colours of the exported images and the site's card.
 */
import { cardPreviewCopy } from '../src/content/card-preview'
import type { CardPreview } from '../src/domain/card-preview'
import { cardTheme, type CardTheme } from '../src/features/share/card-theme'

/** The typefaces the picture is set in; edge/card-fonts.ts bundles them under these names. */
export const DISPLAY_FONT = 'Bricolage Grotesque'
export const TEXT_FONT = 'Inter'
export const PICTURE_SIZE = { width: 1200, height: 630 } as const

type Style = Record<string, string | number>
export interface PictureNode {
  type: 'div'
  props: { style: Style; children?: string | PictureNode | PictureNode[] }
}

/**
 * Text the bundled fonts draw in full: Latin with its accents and extensions, digits and punctuation. Other
 * text (another script, emoji) would show as empty boxes, so the picture leaves that line out; the page's
 * title and description still carry it.
 */
const DRAWABLE: readonly [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  // Combining accents, as a decomposed "é" carries them.
  [0x300, 0x36f],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
]

export function isDrawable(text: string): boolean {
  return [...text].every((char) => {
    const code = char.codePointAt(0) as number
    return DRAWABLE.some(([low, high]) => code >= low && code <= high)
  })
}

function box(style: Style, children?: string | PictureNode | PictureNode[]): PictureNode {
  return { type: 'div', props: { style: { display: 'flex', ...style }, children } }
}

export function cardPicture(preview: CardPreview): PictureNode {
  const theme = cardTheme
  const label = (text: string) =>
    box(
      { fontSize: 20, fontWeight: 600, letterSpacing: 2, textTransform: 'uppercase', color: theme.soft },
      text,
    )
  const left = box({ flexDirection: 'column', width: 700, height: '100%', justifyContent: 'space-between' }, [
    box({ flexDirection: 'column' }, [
      box({ fontSize: 24, fontWeight: 600, color: theme.soft }, cardPreviewCopy.brand),
      box(
        { marginTop: 36, fontSize: 24, fontWeight: 600, letterSpacing: 2, color: theme.accent },
        (isDrawable(preview.eyebrow) ? preview.eyebrow : cardPreviewCopy.eyebrow).toUpperCase(),
      ),
      box(
        { marginTop: 14, fontFamily: DISPLAY_FONT, fontSize: 52, lineHeight: 1.05, color: '#ffffff' },
        preview.lead,
      ),
      box(
        {
          fontFamily: DISPLAY_FONT,
          fontSize: preview.noun.length > 14 ? 64 : 76,
          lineHeight: 1.05,
          color: theme.accent,
        },
        preview.noun,
      ),
      isDrawable(preview.expertise)
        ? box({ marginTop: 18, fontSize: 28, lineHeight: 1.25, color: theme.soft }, preview.expertise)
        : box({}),
    ]),
    box({ flexDirection: 'column', marginTop: 24 }, [
      label(cardPreviewCopy.powersLabel),
      box(
        { marginTop: 12, flexWrap: 'wrap' },
        preview.powers.map((power) =>
          box(
            {
              marginRight: 12,
              marginBottom: 8,
              padding: '8px 18px',
              borderRadius: 999,
              backgroundColor: 'rgba(255,255,255,0.14)',
              color: '#ffffff',
              fontSize: 24,
              fontWeight: 600,
            },
            power,
          ),
        ),
      ),
    ]),
  ])
  const bar = ({ label: name, value }: { label: string; value: number }) =>
    box({ flexDirection: 'column', marginTop: 16 }, [
      box({ justifyContent: 'space-between', fontSize: 22, color: '#ffffff' }, [
        box({}, name),
        box({ fontWeight: 600 }, `${value}`),
      ]),
      box({ marginTop: 8, height: 12, borderRadius: 6, backgroundColor: 'rgba(255,255,255,0.16)' }, [
        box({ width: `${Math.max(4, value)}%`, height: 12, borderRadius: 6, backgroundColor: theme.accent }),
      ]),
    ])
  const right = box(
    {
      flexDirection: 'column',
      width: 372,
      padding: 32,
      borderRadius: 28,
      backgroundColor: 'rgba(0,0,0,0.28)',
      justifyContent: 'space-between',
    },
    [
      box({ flexDirection: 'column' }, [label(cardPreviewCopy.driversLabel), ...preview.drivers.map(bar)]),
      preview.watchOut
        ? box({ flexDirection: 'column', marginTop: 24 }, [
            label(cardPreviewCopy.watchOutLabel),
            box({ marginTop: 10, fontSize: 24, color: '#ffffff' }, preview.watchOut),
          ])
        : box({}),
      box(
        { marginTop: 24, fontFamily: DISPLAY_FONT, fontSize: 30, lineHeight: 1.15, color: theme.accent },
        cardPreviewCopy.invitation,
      ),
    ],
  )
  // Two soft discs of the theme's glows rather than gradients: flat colour keeps the PNG small and quick to draw.
  const glow = ({ color, alpha }: CardTheme['glows'][number], position: Style) =>
    box({
      position: 'absolute',
      width: 520,
      height: 520,
      borderRadius: 260,
      backgroundColor: color,
      opacity: alpha / 2,
      ...position,
    })
  return box(
    {
      width: '100%',
      height: '100%',
      padding: 56,
      justifyContent: 'space-between',
      fontFamily: TEXT_FONT,
      backgroundColor: theme.base,
    },
    [
      glow(theme.glows[0], { top: -300, right: -160 }),
      glow(theme.glows[1], { bottom: -340, left: -200 }),
      left,
      right,
    ],
  )
}
