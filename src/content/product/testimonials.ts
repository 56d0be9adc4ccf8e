export interface ToolkitTestimonial {
  name: string
  role: string
  quote: string
  company: string
  /** Two letters shown in place of a photo. */
  initials: string
}

/**
 * Three fictional placeholders; the page shows the first. Replace them with real quotes when you have them:
 * clients only, never someone from the team, and no quote the home page uses too (a unit test checks both).
 */
export const toolkitTestimonials: readonly ToolkitTestimonial[] = [
  {
    name: 'Elena Brandt',
    role: 'Head of Strategy',
    quote:
      'We stopped asking the AI for answers and started asking it better questions. Our planning sessions are half as long and twice as sharp, and people argue about ideas instead of wording.',
    company: 'Northwind Collective',
    initials: 'EB',
  },
  {
    name: 'Daniel Asante',
    role: 'Innovation Lead',
    quote:
      'The persona cards made our team hear voices that never used to show up in a meeting. The Evaluator card alone has saved us from two bad launches.',
    company: 'Harbour & Pine',
    initials: 'DA',
  },
  {
    name: 'Sofia Marchetti',
    role: 'Partner, Strategy Practice',
    quote:
      'Our consultants sketch the problem on a scorecard before anyone opens a chat window. Client proposals read as if a person thought them through, because one did.',
    company: 'Calder & Rowe Advisory',
    initials: 'SM',
  },
]
