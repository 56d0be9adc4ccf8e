/**
 * Draws a picture described for satori as a PNG, in the Worker: satori lays it out as SVG (yoga in WASM),
 * resvg (WASM) paints it. Both are the @cf-wasm builds made for workerd. The font list is one constant, so
 * satori parses the fonts once per isolate rather than once per picture.
 */
import { Resvg } from '@cf-wasm/resvg/legacy/workerd'
import { satori } from '@cf-wasm/satori/workerd'
import { cardFonts } from './card-fonts'
import { DISPLAY_FONT, TEXT_FONT, type PictureNode } from './card-picture'

export async function drawPng(
  node: PictureNode,
  size: { width: number; height: number },
): Promise<Uint8Array<ArrayBuffer>> {
  // No loadAdditionalAsset: a glyph the bundled fonts lack is left out, never looked up on the network.
  const svg = await satori(node, { ...size, fonts: cardFonts })
  const resvg = await Resvg.async(svg, { fitTo: { mode: 'width', value: size.width } })
  const rendered = resvg.render()
  const png = rendered.asPng()
  rendered.free()
  resvg.free()
  return Uint8Array.from(png)
}

let warming: Promise<unknown> | null = null

/**
 * Makes this isolate ready to draw: starts both WASM modules and parses the fonts, once. The page of a card
 * link calls it, so the picture a crawler asks for next is drawn warm (a cold first picture takes seconds).
 */
export function warmUp(): Promise<unknown> {
  warming ??= drawPng(
    {
      type: 'div',
      props: {
        style: { display: 'flex', fontWeight: 800 },
        children: [
          { type: 'div', props: { style: { fontFamily: DISPLAY_FONT }, children: 'A' } },
          { type: 'div', props: { style: { fontFamily: TEXT_FONT, fontWeight: 400 }, children: 'Ł' } },
        ],
      },
    },
    { width: 8, height: 8 },
  ).catch(() => (warming = null))
  return warming
}
