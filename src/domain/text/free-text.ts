// Text a visitor typed, or a link or a file carried, made safe to show and export: without control characters
// (NUL, escape, ...) and bidirectional controls (a right-to-left override makes "gpj.exe" read "exe.jpg"),
// which no one can see yet change what is shown around them.
const LINE_BREAKS = /\r\n|[\t\n\v\f\r\u0085\u2028\u2029]/gu
const INVISIBLE_CONTROLS = /[\p{Cc}\p{Bidi_Control}]/gu

/** The text with each line break or tab as a space, and every other control or bidi control removed. */
export function withoutControls(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(INVISIBLE_CONTROLS, '')
}
