/** Words on the decorative card stack beside light page heroes (hidden from assistive technology). */
export const heroCardStack = {
  back: { label: 'System 2', title: 'Slow Reasoning' },
  middle: { label: 'Persona', title: 'The Evaluator' },
  front: { label: 'Answer =', title: 'Knowledge × Questions', footnote: 'Think first, Prompt later.' },
} as const
