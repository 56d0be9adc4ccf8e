import type { IntakeAnswers } from '../../../src/domain/intake/intake-fields'

/** An intake with every field answered, for the draft and form-reading tests. */
export const filled: IntakeAnswers = {
  orgName: 'Acme',
  orgSize: 300,
  industry: 'finance',
  role: 'COO',
  email: 'coo@acme.example',
  knowledgeGap: true,
  incentiveGap: false,
  actionGap: true,
  currentAIUse: 'moderate',
  challenges: 'Shallow use',
  budget: '25k-100k',
  timeline: 'month',
  urgency: 'high',
  additionalInfo: 'Hybrid please',
}
