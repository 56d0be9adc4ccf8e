export interface ToolkitTestimonial {
  name: string
  role: string
  quote: string
  company: string
  /** Two letters shown in place of a photo. */
  initials: string
}

/** Three fictional placeholders; the page shows the first (SPEC.md). Replace with real quotes when you have them. */
export const toolkitTestimonials: readonly ToolkitTestimonial[] = [
  {
    name: 'Maya Lindqvist',
    role: 'Head of Strategy',
    quote:
      'We stopped asking the AI for answers and started asking it better questions. Our planning sessions are half as long and twice as sharp, and people argue about ideas instead of wording.',
    company: 'Northwind Collective',
    initials: 'ML',
  },
  {
    name: 'Daniel Okafor',
    role: 'Innovation Lead',
    quote:
      'The persona cards made our team hear voices that never used to show up in a meeting. The Evaluator card alone has saved us from two bad launches.',
    company: 'Harbor & Pine',
    initials: 'DO',
  },
  {
    name: 'Priya Raman',
    role: 'Professor of Management',
    quote:
      'My students now write their thinking before they open a chat window. The scorecards show the difference within a term.',
    company: 'Eastgate Institute',
    initials: 'PR',
  },
]
