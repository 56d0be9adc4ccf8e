/**
 * The card's pictures, measured once for every renderer: the canvas drawing of the story and post images
 * (features/result/share), the Worker's 1200x630 link preview (edge/card-picture.ts) and the tests that check
 * them. Each renderer lays its blocks out in its own way; the sizes, safe zones, the persona card's shape and
 * tilt, the typefaces and the text colours on the card's dark base are these.
 */

/** Every picture of a card, in pixels: the two downloads and the link preview crawlers show. */
export const CARD_FORMATS = {
  story: { width: 1080, height: 1920 },
  post: { width: 1080, height: 1350 },
  preview: { width: 1200, height: 630 },
} as const
export type CardFormat = keyof typeof CARD_FORMATS
/** The formats a visitor downloads; the preview is drawn by the Worker for the link. */
export type ImageFormat = Exclude<CardFormat, 'preview'>

/**
 * The story's safe zone: Instagram and its like lay the profile bar over the top 250 px and the reply bar over
 * the bottom 340 px of a 1080 x 1920 story, so nothing that matters is drawn there.
 */
export const STORY_SAFE = { top: 250, bottom: 340 } as const

/** The preview's centre square, which a square crop keeps (LinkedIn's and WhatsApp's thumbnails). */
export const PREVIEW_CENTRE = {
  left: (CARD_FORMATS.preview.width - CARD_FORMATS.preview.height) / 2,
  width: CARD_FORMATS.preview.height,
} as const

/** The persona pictures' own size (public/personas/*.svg), whose units their words are placed in. */
export const PERSONA_SIZE = { width: 240, height: 336 } as const
/** The persona pictures' height over width. */
export const PERSONA_RATIO = PERSONA_SIZE.height / PERSONA_SIZE.width
/** How far a persona card held up is tilted, in degrees: right of centre leans right, left leans left. */
export const PERSONA_TILT = 5

/** The two typefaces every picture is set in: the display face for names, the text face for the rest. */
export const CARD_TYPEFACES = { display: 'Bricolage Grotesque', text: 'Inter' } as const
/** The typefaces as a canvas's font names them: the site's variable fonts (@fontsource-variable) add "Variable". */
export const CARD_FONT_STACKS = {
  display: `"${CARD_TYPEFACES.display} Variable", "${CARD_TYPEFACES.text} Variable", sans-serif`,
  text: `"${CARD_TYPEFACES.text} Variable", sans-serif`,
} as const

/** Text and pills on the card's dark base (the theme's colours are in card-theme.ts). */
export const CARD_INK = {
  text: '#ffffff',
  chip: 'rgba(255, 255, 255, 0.12)',
  chipEdge: 'rgba(255, 255, 255, 0.28)',
  track: 'rgba(255, 255, 255, 0.16)',
} as const
