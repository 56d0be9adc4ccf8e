/** The most characters the persona picture's label sets at its own size; a longer one is squeezed to fit. */
const LABEL_FIT = 14
/** The label's width on the 240-wide picture when it is squeezed. */
const LABEL_WIDTH = 196

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * The persona picture (public/personas/*.svg) labelled with the card's own name instead of the persona's
 * name and number, so the picture, its label and the card's title say one name.
 */
export function labelPersonaSvg(svg: string, personaName: string, label: string): string {
  const fit = label.length > LABEL_FIT ? ` textLength="${LABEL_WIDTH}" lengthAdjust="spacingAndGlyphs"` : ''
  return svg
    .replace(/<text[^>]*>\d+\/\d+<\/text>/, '')
    .replace(new RegExp(`(<text[^>]*)>${personaName}</text>`), `$1${fit}>${escapeXml(label)}</text>`)
}
