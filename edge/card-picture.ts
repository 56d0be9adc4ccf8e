/**
 * A card, or a duo of two, as a 1200x630 picture, described as the element tree satori lays out, in the
 * colours of the exported images and the site's card. Whatever matters is in the centre square, so the square
 * thumbnail some apps crop still reads; the persona art and the details fill the bands either side.
 */
import { cardPreviewCopy } from '../src/content/card-preview'
import { duoCopy } from '../src/content/duo'
import type { CardPreview } from '../src/domain/card/card-preview'
import type { DuoPreview } from '../src/domain/card/duo-text'
import { cardTheme, type CardTheme } from '../src/domain/card/card-theme'
import {
  CARD_FORMATS,
  CARD_INK,
  CARD_TYPEFACES,
  PERSONA_RATIO,
  PERSONA_SIZE,
  PERSONA_TILT,
  PREVIEW_CENTRE,
} from '../src/domain/card/card-layout'
import { LABEL_FIT, LABEL_WIDTH } from '../src/domain/card/persona-label'

/** The typefaces the picture is set in; edge/card-fonts.ts bundles them under these names. */
export const DISPLAY_FONT = CARD_TYPEFACES.display
export const TEXT_FONT = CARD_TYPEFACES.text
export const PICTURE_SIZE = CARD_FORMATS.preview
const WHITE = CARD_INK.text

type Style = Record<string, string | number>
export type PictureNode =
  | { type: 'div'; props: { style: Style; children?: string | PictureNode | PictureNode[] } }
  | { type: 'img'; props: { src: string; width: number; height: number; style: Style } }

/** A persona picture without its words (a data address), the card's name to set on it, and in what colour. */
export interface PersonaArt {
  src: string
  name: string
  ink: string
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

/** The centre square a square crop keeps: whatever matters is in it. */
const CENTRE = PREVIEW_CENTRE
const BAND = CENTRE.left
/** The persona card's size on the picture; SCALE maps the SVG's own sizes to it. */
const ART = { width: 230, height: Math.round(230 * PERSONA_RATIO) } as const
const SCALE = ART.width / PERSONA_SIZE.width

/** The name's size by its length, so the longest power's name still fits the centre on one line. */
function nounSize(noun: string): number {
  if (noun.length <= 12) return 84
  return noun.length <= 16 ? 70 : 56
}

const theme = cardTheme

function label(text: string): PictureNode {
  return box(
    { fontSize: 20, fontWeight: 600, letterSpacing: 2, textTransform: 'uppercase', color: theme.soft },
    text,
  )
}

/**
 * One of the persona card's words, where its SVG sets it: `baseline` and sizes in the SVG's units, centred
 * unless it starts at `left`. resvg has none of the fonts here, so the words are laid over the picture.
 */
function personaWord(text: string, baseline: number, style: Style, left?: number): PictureNode {
  const size = Number(style.fontSize)
  const across: Style =
    left === undefined ? { left: 0, width: ART.width, justifyContent: 'center' } : { left: left * SCALE }
  return box(
    {
      position: 'absolute',
      ...across,
      top: (baseline - size * 0.92) * SCALE,
      lineHeight: 1,
      ...style,
      fontSize: size * SCALE,
      letterSpacing: Number(style.letterSpacing ?? 0) * SCALE,
    },
    text,
  )
}

/** The persona card: its picture, with the card's name and the card's own small words set on it. */
function personaCard(art: PersonaArt, degrees: number): PictureNode {
  // The exported images squeeze a long name into the label's width; here it is set smaller to fit it instead
  // (the display face's letters average about 0.56 of its size across).
  const nameSize = art.name.length > LABEL_FIT ? Math.min(29, LABEL_WIDTH / (0.56 * art.name.length)) : 29
  const small = { fontWeight: 600, textTransform: 'uppercase', color: art.ink }
  return box({ position: 'relative', ...ART, transform: `rotate(${degrees}deg)` }, [
    { type: 'img', props: { src: art.src, ...ART, style: { position: 'absolute', borderRadius: 22 } } },
    personaWord(
      cardPreviewCopy.personaTag,
      42,
      { ...small, fontSize: 11, letterSpacing: 2.4, opacity: 0.8 },
      26,
    ),
    ...(isDrawable(art.name)
      ? [
          personaWord(art.name, 264, {
            fontFamily: DISPLAY_FONT,
            fontSize: nameSize,
            color: art.ink,
            letterSpacing: -0.5,
            whiteSpace: 'nowrap',
          }),
        ]
      : []),
    personaWord(cardPreviewCopy.personaMaker, 306, {
      ...small,
      fontSize: 10,
      letterSpacing: 2,
      opacity: 0.7,
    }),
  ])
}

/** A persona card held up, tilted, in a side band; an empty band when the picture could not be had. */
function artBand(art: PersonaArt | null, degrees: number, caption?: string): PictureNode {
  return box(
    { width: BAND, height: '100%', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' },
    art
      ? [
          personaCard(art, degrees),
          ...(caption && isDrawable(caption)
            ? [box({ marginTop: 26, fontSize: 20, fontWeight: 600, color: theme.soft }, caption)]
            : []),
        ]
      : [],
  )
}

/** The theme's base with its two glows, as flat discs: flat colour keeps the PNG small and quick to draw. */
function frame(children: PictureNode[]): PictureNode {
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
  return box({ width: '100%', height: '100%', fontFamily: TEXT_FONT, backgroundColor: theme.base }, [
    glow(theme.glows[0], { top: -300, right: -160 }),
    glow(theme.glows[1], { bottom: -340, left: -200 }),
    ...children,
  ])
}

/** The centre square's column: its parts from the top, and the invitation at its foot. */
function centre(parts: PictureNode[], invitation: string): PictureNode {
  return box({ width: CENTRE.width, height: '100%', padding: '44px 24px 40px', flexDirection: 'column' }, [
    box({ fontSize: 22, fontWeight: 600, color: theme.soft }, cardPreviewCopy.brand),
    box({ flexDirection: 'column', flexGrow: 1 }, parts),
    box({ fontFamily: DISPLAY_FONT, fontSize: 34, lineHeight: 1.1, color: theme.accent }, invitation),
  ])
}

const eyebrow = (text: string) =>
  box(
    { marginTop: 26, fontSize: 22, fontWeight: 600, letterSpacing: 2, color: theme.accent },
    text.toUpperCase(),
  )

/**
 * The card: its persona held up on the left; in the centre square its name large enough to read at 400x210,
 * what drives it most and its expertise; its super-powers and watch-out (unless hidden) on the right.
 */
export function cardPicture(preview: CardPreview, art: PersonaArt | null): PictureNode {
  const [topDriver] = preview.drivers
  const details = box(
    { width: BAND, height: '100%', padding: '56px 40px 56px 8px', flexDirection: 'column' },
    [
      label(cardPreviewCopy.powersLabel),
      box(
        { marginTop: 12, flexDirection: 'column', alignItems: 'flex-start' },
        preview.powers.map((power) =>
          box(
            {
              marginBottom: 10,
              padding: '7px 16px',
              borderRadius: 999,
              backgroundColor: CARD_INK.chip,
              color: WHITE,
              fontSize: 20,
              fontWeight: 600,
            },
            power,
          ),
        ),
      ),
      preview.watchOut
        ? box({ flexDirection: 'column', marginTop: 22 }, [
            label(cardPreviewCopy.watchOutLabel),
            box({ marginTop: 8, fontSize: 22, lineHeight: 1.25, color: WHITE }, preview.watchOut),
          ])
        : box({}),
    ],
  )
  return frame([
    artBand(art, -PERSONA_TILT),
    centre(
      [
        eyebrow(isDrawable(preview.eyebrow) ? preview.eyebrow : cardPreviewCopy.eyebrow),
        box(
          { marginTop: 10, fontFamily: DISPLAY_FONT, fontSize: 50, lineHeight: 1.05, color: WHITE },
          preview.lead,
        ),
        box(
          {
            fontFamily: DISPLAY_FONT,
            fontSize: nounSize(preview.noun),
            lineHeight: 1.05,
            color: theme.accent,
          },
          preview.noun,
        ),
        topDriver
          ? box({ marginTop: 26, flexDirection: 'column' }, [
              label(cardPreviewCopy.drivenMostLabel),
              box({ marginTop: 6, fontSize: 36, fontWeight: 600, color: WHITE }, topDriver.label),
            ])
          : box({}),
        isDrawable(preview.expertise)
          ? box({ marginTop: 16, fontSize: 26, lineHeight: 1.25, color: theme.soft }, preview.expertise)
          : box({}),
      ],
      cardPreviewCopy.invitation,
    ),
    details,
  ])
}

/** Two cards' owners, how their styles work together, and each card's persona on its side. */
export function duoPicture(duo: DuoPreview, arts: [PersonaArt | null, PersonaArt | null]): PictureNode {
  return frame([
    artBand(arts[0], -PERSONA_TILT, duo.names[0]),
    centre(
      [
        eyebrow(duoCopy.eyebrow),
        box(
          {
            marginTop: 12,
            fontFamily: DISPLAY_FONT,
            fontSize: duo.heading.length > 18 ? 56 : 72,
            lineHeight: 1.05,
            color: WHITE,
          },
          isDrawable(duo.heading) ? duo.heading : duoCopy.heading,
        ),
        box({ marginTop: 24, fontSize: 30, lineHeight: 1.3, color: WHITE }, duo.sentence),
      ],
      duoCopy.inviteTitle,
    ),
    artBand(arts[1], PERSONA_TILT, duo.names[1]),
  ])
}
