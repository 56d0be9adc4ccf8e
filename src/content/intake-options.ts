// The intake form's choices: the values the rules and the stored draft accept, and the
// label each one is shown with.

/** OrgSize values; the form stores 0 while none is chosen. */
export const ORG_SIZES = [10, 25, 50, 100, 300, 1000] as const
export const INDUSTRIES = [
  'consulting',
  'technology',
  'finance',
  'healthcare',
  'education',
  'manufacturing',
  'other',
] as const
export const AI_USE_LEVELS = ['none', 'basic', 'moderate', 'advanced'] as const
export const BUDGETS = ['under-5k', '5k-15k', '15k-25k', '25k-100k', 'over-100k'] as const
export const TIMELINES = ['immediate', 'month', 'quarter', 'flexible'] as const
export const URGENCIES = ['low', 'medium', 'high', 'critical'] as const
export const GAPS = ['knowledgeGap', 'incentiveGap', 'actionGap'] as const

export type OrgSize = (typeof ORG_SIZES)[number]
export type Industry = (typeof INDUSTRIES)[number]
export type AiUse = (typeof AI_USE_LEVELS)[number]
export type Budget = (typeof BUDGETS)[number]
export type Timeline = (typeof TIMELINES)[number]
export type Urgency = (typeof URGENCIES)[number]
export type Gap = (typeof GAPS)[number]

export const orgSizeLabels: Record<OrgSize, string> = {
  10: '5-15',
  25: '16-30',
  50: '31-75',
  100: '76-150',
  300: '151-500',
  1000: '500+',
}

export const industryLabels: Record<Industry, string> = {
  consulting: 'Consulting',
  technology: 'Technology',
  finance: 'Finance',
  healthcare: 'Healthcare',
  education: 'Education',
  manufacturing: 'Manufacturing',
  other: 'Other',
}

export const aiUseLabels: Record<AiUse, { label: string; description: string }> = {
  none: { label: 'None', description: 'AI is not part of our work yet.' },
  basic: { label: 'Basic', description: 'Some people use chat assistants on their own.' },
  moderate: { label: 'Moderate', description: 'Teams use AI tools regularly for real tasks.' },
  advanced: { label: 'Advanced', description: 'AI is built into our processes and products.' },
}

export const budgetLabels: Record<Budget, string> = {
  'under-5k': 'Under $5,000',
  '5k-15k': '$5,000-$15,000',
  '15k-25k': '$15,000-$25,000',
  '25k-100k': '$25,000-$100,000',
  'over-100k': 'Over $100,000',
}

export const timelineLabels: Record<Timeline, string> = {
  immediate: 'Immediate (within 2 weeks)',
  month: 'Within a month',
  quarter: 'This quarter (within 3 months)',
  flexible: 'Flexible',
}

export const urgencyLabels: Record<Urgency, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
}

export const gapLabels: Record<Gap, { label: string; description: string }> = {
  knowledgeGap: {
    label: 'Knowledge gap',
    description: 'People don’t yet know how to think with AI, or when to trust it.',
  },
  incentiveGap: {
    label: 'Incentive gap',
    description: 'People know how, but nothing rewards the time it takes to think well.',
  },
  actionGap: {
    label: 'Action gap',
    description: 'Good intentions and pilots, but little changes in everyday work.',
  },
}
