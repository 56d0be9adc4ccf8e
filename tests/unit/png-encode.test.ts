import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { encodeOpaquePng } from '../../src/lib/png-encode'

/** A width x height picture of opaque pixels whose colours follow `colour(x, y)`. */
function picture(width: number, height: number, colour: (x: number, y: number) => [number, number, number]) {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data.set([...colour(x, y), 255], (y * width + x) * 4)
  return { width, height, data }
}

async function decode(blob: Blob) {
  return PNG.sync.read(Buffer.from(await blob.arrayBuffer()))
}

describe('encodeOpaquePng', () => {
  it.each([
    ['a flat colour', 7, 5, () => [18, 12, 56] as [number, number, number]],
    [
      'a gradient that wraps below zero',
      40,
      3,
      (x: number) => [(255 - x * 9) & 255, x * 6, 255 - x] as [number, number, number],
    ],
    [
      'noise',
      13,
      11,
      (x: number, y: number) =>
        [(x * 97 + y * 31) % 256, (x * y * 13) % 256, (x + y * 7) % 256] as [number, number, number],
    ],
    ['a single pixel', 1, 1, () => [255, 0, 128] as [number, number, number]],
  ])('gives back %s exactly, as an RGB PNG with no alpha', async (_, width, height, colour) => {
    const source = picture(width, height, colour)
    const blob = await encodeOpaquePng(source)
    expect(blob.type).toBe('image/png')
    const png = await decode(blob)
    expect([png.width, png.height]).toEqual([width, height])
    expect(png.alpha).toBe(false)
    expect(Buffer.from(png.data)).toEqual(Buffer.from(source.data))
  })

  it('packs flat colour small', async () => {
    const blob = await encodeOpaquePng(picture(1080, 1350, () => [18, 12, 56]))
    expect(blob.size).toBeLessThan(10_000)
  })
})
