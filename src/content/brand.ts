/** The decorative card stack beside light page heroes (hidden from assistive technology). */
export const heroCardStack = {
  back: { glyph: '?' },
  middle: { glyph: '×' },
  front: { label: 'Answer =', title: 'Knowledge × Questions', footnote: 'Think first, Prompt later.' },
} as const
