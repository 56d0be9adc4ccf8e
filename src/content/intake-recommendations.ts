import { workshopPackages, type WorkshopPackage, type WorkshopPackageId } from './workshops/packages'

/** The intake's three possible outcomes. */
export type IntakeRecommendation = 'starter-session' | 'immersion-day' | 'think-week-retreat'

export interface IntakeRecommendationCopy {
  /** The outcome's name in the intake's rule; requests queued before packages were shown carry it. */
  outcome: string
  /** The /workshops package shown for this outcome: what is sold, under its own name and price. */
  packageId: WorkshopPackageId
  /** Why the answers lead to this package. */
  reason: string
}

export const intakeRecommendations: Record<IntakeRecommendation, IntakeRecommendationCopy> = {
  'starter-session': {
    outcome: 'Starter Session',
    packageId: 'one-day-workshop',
    reason:
      'A focused first day gives your people the core thinking moves and a shared language for working with AI.',
  },
  'immersion-day': {
    outcome: 'Immersion Day',
    packageId: 'multi-day-workshop',
    reason:
      'With knowledge or incentive gaps in a larger organisation, people need time to practise on real work, and leaders need to agree what good AI use looks like.',
  },
  'think-week-retreat': {
    outcome: 'Think-Week Retreat',
    packageId: 'think-week',
    reason:
      'Turning intentions into action across a large organisation takes a week away from the day-to-day, with leaders in the room and a plan it owns.',
  },
}

/** The /workshops package an outcome stands for. */
export function recommendedPackage(recommendation: IntakeRecommendation): WorkshopPackage {
  const { packageId } = intakeRecommendations[recommendation]
  const found = workshopPackages.find((pack) => pack.id === packageId)
  if (!found) throw new Error(`No workshop package "${packageId}" for the intake's ${recommendation}`)
  return found
}
