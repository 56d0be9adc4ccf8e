/**
 * One organisation's intake, answered as a visitor would: the intake's component, end-to-end and edge tests
 * all fill it in, so a change to the form's rules is one change here.
 */
import type {
  aiUseLabels,
  budgetLabels,
  industryLabels,
  orgSizeLabels,
  timelineLabels,
  urgencyLabels,
} from '../../src/content/intake-options'
import type { IntakeAnswers } from '../../src/domain/intake/intake-fields'

export type IntakeSample = Omit<
  IntakeAnswers,
  'industry' | 'currentAIUse' | 'budget' | 'timeline' | 'urgency' | 'orgSize'
> & {
  orgSize: keyof typeof orgSizeLabels
  industry: keyof typeof industryLabels
  currentAIUse: keyof typeof aiUseLabels
  budget: keyof typeof budgetLabels
  timeline: keyof typeof timelineLabels
  urgency: keyof typeof urgencyLabels
}

export const INTAKE_SAMPLE: IntakeSample = {
  orgName: 'Acme Learning & Co',
  orgSize: 100,
  industry: 'education',
  role: 'Head of L&D',
  email: 'ada@acme.example',
  knowledgeGap: false,
  incentiveGap: false,
  actionGap: false,
  currentAIUse: 'basic',
  challenges: 'People paste questions into chat? Then stop thinking.',
  budget: '15k-25k',
  timeline: 'quarter',
  urgency: 'high',
  additionalInfo: 'Hybrid, Berlin',
}
