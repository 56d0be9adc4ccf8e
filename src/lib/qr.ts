import { encode } from 'uqr'

/** A QR code's square grid of modules, `true` for dark, quiet zone included. */
export interface QrModules {
  size: number
  data: boolean[][]
}

/**
 * The QR code of `text`, as every QR code of the site is drawn: error correction M (a scratched screen or a
 * crease still reads) and a quiet zone of 4 modules, so a phone camera reads it at arm's length.
 */
export function qrModules(text: string): QrModules {
  const { size, data } = encode(text, { ecc: 'M', border: 4 })
  return { size, data }
}
