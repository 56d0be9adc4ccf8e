/** The most characters the persona picture's label sets at its own size; a longer one is squeezed to fit. */
export const LABEL_FIT = 14
/** The label's width on the 240-wide picture when it is squeezed. */
export const LABEL_WIDTH = 196

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

/**
 * The persona picture without its words, and the colour its words are set in. Where the picture is drawn
 * without the site's fonts (resvg in the Worker), SVG text would be left out, so the words are set over the
 * picture instead (edge/card-picture.ts).
 */
export function personaSvgWithoutWords(svg: string): { shapes: string; ink: string } {
  return {
    shapes: svg.replace(/<text[^>]*>[^<]*<\/text>/g, ''),
    ink: /<g[^>]*font-family[^>]*\sfill="(#[0-9a-f]{3,8})"/i.exec(svg)?.[1] ?? '#ffffff',
  }
}
