/** The characters above ASCII that Windows-1252 adds in 0x80-0x9F, which the PDF's standard fonts can show. */
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/**
 * Whether the PDF's built-in Helvetica can set this text: it is encoded in WinAnsi (Windows-1252), and
 * jspdf turns a string with any other character into unreadable bytes.
 */
export function isWinAnsi(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    const plain = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)
    if (!plain && !CP1252_EXTRAS.has(char)) return false
  }
  return true
}
