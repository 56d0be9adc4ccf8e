/** Each package's anchor on /workshops, which the intake's recommendation links to. */
export type WorkshopPackageId = 'one-day-workshop' | 'multi-day-workshop' | 'think-week'

/** A standard workshop package. */
export interface WorkshopPackage {
  id: WorkshopPackageId
  name: string
  duration: string
  participants: string
  price: string
  description: string
  features: readonly string[]
  idealFor: string
  popular: boolean
}

export const packagesCopy = {
  eyebrow: 'Packages',
  heading: 'Three ways to start',
  intro: 'Standard formats with clear prices. Every package can be adapted after a discovery call.',
  popular: 'Most Popular',
  duration: 'Duration',
  participants: 'Participants',
  price: 'Price',
  featuresLabel: 'Includes',
  idealFor: 'Ideal for',
  getStarted: 'Get Started',
} as const

export const workshopPackages: readonly WorkshopPackage[] = [
  {
    id: 'one-day-workshop',
    name: '1-Day Workshop',
    duration: '1 day',
    participants: '8-25 people',
    price: '$10,000',
    description: 'A focused day that gives a team the core thinking moves and a shared language for AI work.',
    features: [
      'MojoMe profiles before the day',
      'Four thinking systems in practice',
      'Toolkit deck for every participant',
      'Summary of the team’s thinking profile',
    ],
    idealFor: 'Teams starting out with AI who want a common foundation.',
    popular: false,
  },
  {
    id: 'multi-day-workshop',
    name: '2-3 Day Workshop',
    duration: '2-3 days',
    participants: '8-25 people',
    price: '$25,000',
    description: 'Time to practise on real work: the team leaves with habits, not just ideas.',
    features: [
      'Everything in the 1-Day Workshop',
      'Labs on the team’s own problems',
      'Challenge sheets and scorecard pads',
      '30-day follow-up session',
    ],
    idealFor: 'Teams ready to change how they work with AI day to day.',
    popular: true,
  },
  {
    id: 'think-week',
    name: 'Think Week',
    duration: '5 days',
    participants: '15-40 people',
    price: '$50,000',
    description:
      'A full week of immersion for a larger group, with leaders in the room and a plan for after.',
    features: [
      'Discovery interviews beforehand',
      'Workshops, labs and leadership sessions',
      'Team thinking profile and report',
      '90-day implementation plan',
    ],
    idealFor: 'Organisations in the middle of a major AI transformation.',
    popular: false,
  },
]
