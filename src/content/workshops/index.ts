import type { Hero } from '../types'
import type { HeadcountBand, PrimaryNeed, WorkshopRecommendation } from '../facilitator/tablet-choices'
import { heroArt } from '../hero-art'

export const workshopsHero: Hero = {
  eyebrow: 'Workshops',
  title: 'Workshops that teach teams to think with AI',
  intro:
    'From a focused one-day session to a full Think Week, our facilitators build the habits that make AI amplify judgement instead of replacing it. Delivered virtually, in person or hybrid.',
  actions: [
    { label: 'Find Your Workshop', to: '/workshops', hash: 'find-your-workshop', variant: 'accent' },
    { label: 'Talk to Us', to: '/contact', variant: 'on-dark' },
  ],
  tone: 'dark',
  art: heroArt.workshopRoom,
}

export const wizardCopy = {
  /** Anchor of the wizard section, so the hero can point at it. */
  sectionId: 'find-your-workshop',
  eyebrow: 'Workshop finder',
  heading: 'Find Your Perfect Workshop',
  intro: 'Two quick questions, and we point you to the format that fits.',
  audienceHeading: 'Who is this for?',
  audience: {
    me: { label: 'This is for me', description: 'You want to sharpen how you think with AI yourself.' },
    team: { label: 'This is for my team', description: 'You want a group to build the habit together.' },
  },
  needsHeading: 'Tell us about your team',
  headcountLegend: 'How many people?',
  headcountSuffix: 'people',
  needLegend: 'What is your primary need?',
  getRecommendation: 'Get My Recommendation',
  chooseBoth: 'Choose a team size and a primary need to see your recommendation.',
  back: 'Back',
  recommendationEyebrow: 'Our recommendation',
  includedHeading: "What's included",
  startOver: 'Start Over',
} as const

export const headcountLabels: Record<HeadcountBand, string> = {
  '5-10': '5-10',
  '11-25': '11-25',
  '26-50': '26-50',
  '50+': '50+',
}

export const primaryNeedLabels: Record<PrimaryNeed, { label: string; description: string }> = {
  new: {
    label: 'New to systematic AI collaboration',
    description: 'People use AI ad hoc; you want a shared way of working.',
  },
  ready: {
    label: 'Ready for comprehensive change',
    description: 'The basics are there; you want it to change how work gets done.',
  },
  transformation: {
    label: 'Undertaking major AI transformation',
    description: 'A large programme is under way and thinking has to keep up.',
  },
}

export interface WorkshopRecommendationCopy {
  type: string
  price: string
  description: string
  included: readonly string[]
  note: string
  action: string
}

export const workshopRecommendations: Record<WorkshopRecommendation, WorkshopRecommendationCopy> = {
  individual: {
    type: 'Individual Workshop Wait List',
    price: 'From $500 per person',
    description:
      'Open workshops for individuals run when enough people sign up. Join the wait list and we will invite you to the next cohort.',
    included: [
      'A seat in the next open cohort',
      'The digital Think First toolkit',
      'Your MojoMe profile reviewed with a facilitator',
      'Follow-up exercises for your own work',
    ],
    note: 'If 25 or more people gather, we run a custom workshop for the group.',
    action: 'Join the Wait List',
  },
  team: {
    type: '1-2 Day Team Workshop',
    price: '$10,000-$25,000',
    description:
      'A hands-on workshop where your team practises questioning, framing and checking AI output on its own real problems.',
    included: [
      'Pre-workshop MojoMe profiles for every participant',
      'One or two days of facilitated practice',
      'A physical toolkit deck for each participant',
      'A 30-day follow-up session',
    ],
    note: 'Delivered virtually, in person or hybrid. The final price depends on length and group size.',
    action: 'Start the Intake',
  },
  'think-week': {
    type: 'Think Week Transformation',
    price: '$50,000+',
    description:
      'A five-day immersion that rebuilds how a larger group plans, decides and works with AI, with leaders in the room.',
    included: [
      'Discovery interviews before the week',
      'Five days of workshops, labs and leadership sessions',
      'Toolkits and a team thinking profile',
      'A 90-day implementation plan and check-ins',
    ],
    note: 'Scoped with you after a discovery call; we usually need 2-3 weeks to organise it.',
    action: 'Start the Intake',
  },
}
