/** The intake's three possible recommendations (SPEC.md section 4). */
export type IntakeRecommendation = 'starter-session' | 'immersion-day' | 'think-week-retreat'

export interface IntakeRecommendationCopy {
  name: string
  format: string
  description: string
  included: readonly string[]
}

export const intakeRecommendations: Record<IntakeRecommendation, IntakeRecommendationCopy> = {
  'starter-session': {
    name: 'Starter Session',
    format: 'Half-day or one-day session · 8-25 people',
    description:
      'A focused first session that gives your people the core thinking moves and a shared language for working with AI.',
    included: [
      'MojoMe profiles for every participant',
      'The four thinking systems, practised on your own examples',
      'A toolkit deck for each participant',
    ],
  },
  'immersion-day': {
    name: 'Immersion Day',
    format: 'One full day · up to 40 people',
    description:
      'A day of hands-on labs that closes knowledge and incentive gaps: people practise on real work and leaders agree what good AI use looks like.',
    included: [
      'Pre-work interviews with a few team leads',
      'Labs built around your challenges',
      'A leadership session on incentives and standards',
      'A 30-day follow-up session',
    ],
  },
  'think-week-retreat': {
    name: 'Think-Week Retreat',
    format: 'Five days · 15-40 people',
    description:
      'A week away from the day-to-day that turns intentions into action: your organisation leaves with new habits and a plan it owns.',
    included: [
      'Discovery interviews before the week',
      'Five days of workshops, labs and leadership sessions',
      'A team thinking profile and report',
      'A 90-day implementation plan with check-ins',
    ],
  },
}
