/**
 * Text broken between words into at most `maxLines` lines of at most `maxWidth`, as `measure` says (a
 * canvas's measureText, or a fake in tests). A word longer than the width gets a line of its own; what does
 * not fit in the last line joins it, and the caller squeezes or shrinks that line.
 */
export function wrapWords(
  text: string,
  maxWidth: number,
  measure: (text: string) => number,
  maxLines = Infinity,
): string[] {
  const lines: string[] = []
  for (const word of text.trim().split(/\s+/)) {
    const last = lines[lines.length - 1]
    if (last !== undefined && (measure(`${last} ${word}`) <= maxWidth || lines.length >= maxLines))
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}
