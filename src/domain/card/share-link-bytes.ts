/**
 * The byte-level tools both share-link formats use: a base64url text of bytes, varints, a Fletcher-16
 * checksum and a reader that answers null, never throws, when the bytes run out.
 */
import { toBase64Url } from '../encoding/base64url'

export function fletcher16(bytes: Uint8Array): number {
  let sum1 = 0
  let sum2 = 0
  for (const byte of bytes) {
    sum1 = (sum1 + byte) % 255
    sum2 = (sum2 + sum1) % 255
  }
  return (sum2 << 8) | sum1
}

export function pushVarint(out: number[], value: number) {
  let rest = value
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80)
    rest = Math.floor(rest / 0x80)
  }
  out.push(rest)
}

/** The bytes with their Fletcher-16 checksum appended, as base64url without padding. */
export function signedBase64Url(out: number[]): string {
  const checksum = fletcher16(Uint8Array.from(out))
  return toBase64Url([...out, checksum >> 8, checksum & 0xff])
}

/** The body before a trailing 16-bit checksum, when the checksum matches it; null otherwise. */
export function checkedBody(bytes: Uint8Array): Uint8Array | null {
  const body = bytes.subarray(0, bytes.length - 2)
  const expected = ((bytes[bytes.length - 2] as number) << 8) | (bytes[bytes.length - 1] as number)
  return fletcher16(body) === expected ? body : null
}

export class ByteReader {
  private offset = 0
  constructor(private readonly bytes: Uint8Array) {}
  get remaining() {
    return this.bytes.length - this.offset
  }
  byte(): number | null {
    return this.offset < this.bytes.length ? (this.bytes[this.offset++] as number) : null
  }
  varint(maxBytes = 5): number | null {
    let value = 0
    for (let index = 0; index < maxBytes; index++) {
      const byte = this.byte()
      if (byte === null) return null
      value += (byte & 0x7f) * 2 ** (7 * index)
      if (byte < 0x80) return value
    }
    return null
  }
  take(length: number): Uint8Array | null {
    if (length > this.remaining) return null
    const slice = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return slice
  }
}

/** Bytes as strict UTF-8, or null when they are not UTF-8. */
export function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return null
  }
}

export function pushText(out: number[], text: string) {
  const bytes = new TextEncoder().encode(text)
  pushVarint(out, bytes.length)
  out.push(...bytes)
}
