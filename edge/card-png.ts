/**
 * Draws a picture described for satori as a PNG, in the Worker: satori lays it out as SVG (yoga in WASM),
 * resvg (WASM) paints it. Both are the @cf-wasm builds made for workerd. The font list is one constant, so
 * satori parses the fonts once per isolate rather than once per picture.
 */
import { Resvg } from '@cf-wasm/resvg/legacy/workerd'
import { satori } from '@cf-wasm/satori/workerd'
import { cardFonts } from './card-fonts'
import type { PictureNode } from './card-picture'

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
