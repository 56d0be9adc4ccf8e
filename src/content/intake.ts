import type { Hero } from './types'
import { heroArt } from './hero-art'

export const intakeHero: Hero = {
  eyebrow: 'Workshop intake',
  title: 'Find the workshop your organisation needs',
  intro:
    'Three short steps: your organisation, where its AI gaps are, and your budget and timeline. You get a recommendation straight away, and we follow up within one business day.',
  actions: [{ label: 'Questions first? Contact us', to: '/contact', variant: 'secondary' }],
  tone: 'light',
  art: heroArt.calendar,
}

export const intakeSteps = {
  1: { title: 'Organization Basics', intro: 'Who you are and who the workshop is for.' },
  2: { title: 'Gap Assessment', intro: 'Where your organisation stands with AI today.' },
  3: { title: 'Budget & Timeline', intro: 'What you can invest, and how soon.' },
} as const

/** The recommendation is shown after this long of 'Generating...', however fast delivery is. */
export const INTAKE_GENERATING_MS = 2000

export const intakeCopy = {
  formLabel: 'Workshop intake assessment',
  progressLabel: 'Intake progress',
  stepOf: 'Step {step} of {total}',
  progressText: 'Step {step} of {total}: {title}',
  previous: 'Previous',
  next: 'Next',
  submit: 'Get Recommendation',
  generating: 'Generating...',
  completeToContinue: 'Fill in every field not marked optional to continue.',
} as const

/** Labels, hints and error messages for each field, in the order the form asks them. */
/** The column beside the form: what the visitor can expect. */
export const intakeAside = {
  heading: 'What happens next',
  steps: [
    {
      title: 'Answer three short steps',
      text: 'About three minutes. Your answers are saved on this device as you type, so you can come back to them.',
    },
    {
      title: 'See your recommendation',
      text: 'Straight away, with a summary of your answers you can email to yourself.',
    },
    {
      title: 'Shape it with a facilitator',
      text: 'We reply within one business day and tailor the workshop to your people.',
    },
  ],
} as const

export const intakeFields = {
  orgName: { label: 'Organisation name', required: 'Enter your organisation’s name.' },
  orgSize: { label: 'Organisation size (people)', required: 'Choose how many people work there.' },
  industry: { label: 'Industry', required: 'Choose your industry.' },
  role: {
    label: 'Your role',
    hint: 'For example Head of L&D or Managing Partner.',
    required: 'Enter your role.',
  },
  email: {
    label: 'Work email',
    hint: 'We use it only to reply about your workshop.',
    required: 'Enter your email address.',
    invalid: 'Enter an email address like name@company.com.',
  },
  gaps: {
    legend: 'Which gaps do you see?',
    hint: 'Tick any that apply, or none.',
  },
  currentAIUse: {
    legend: 'How does your organisation use AI today?',
    required: 'Choose how you use AI today.',
  },
  challenges: {
    label: 'Your biggest challenges with AI',
    hint: 'A few sentences is plenty.',
    required: 'Describe your challenges in a sentence or two.',
  },
  budget: { legend: 'Budget', required: 'Choose a budget range.' },
  timeline: { legend: 'Timeline', required: 'Choose when you would like to start.' },
  urgency: { legend: 'Urgency', required: 'Choose how urgent this is.' },
  additionalInfo: { label: 'Anything else we should know?', hint: 'Dates, locations, accessibility needs.' },
} as const

export const intakeResultCopy = {
  eyebrow: 'Based on your answers',
  heading: 'Your recommendation: {name}',
  includedHeading: 'What’s included',
  seePackage: 'See this package on Workshops',
  summaryHeading: 'Your answers',
  bookCall: 'Book Discovery Call',
  /** The one line a booking page or the contact form is given about the intake. */
  callSummary:
    'Discovery call for {orgName} ({orgSize} people, {industry}): {package} recommended. Budget {budget}, timeline {timeline}, urgency {urgency}.',
  download: 'Download Full Assessment',
  downloadNote: 'Opens your mail app with the full assessment, ready to send to yourself or a colleague.',
  deliveryPending: 'Sending your answers to our team…',
  deliveryFailed:
    'We could not save your answers on this device. Please email them to us with “Download Full Assessment”.',
  yes: 'Yes',
  no: 'No',
  none: 'None ticked',
  empty: '—',
} as const

/** What the visitor is told about how their answers left the device. */
export const deliveryOutcomeCopy: Record<'sent' | 'queued' | 'mail-app' | 'mail-sent', string> = {
  sent: 'Sent to our team. We will reply within one business day.',
  queued: 'Saved — it will be sent when you’re back online.',
  'mail-app': 'Your answers are saved on this device. Send them to our team from your e-mail app:',
  'mail-sent': 'Sent from your e-mail app. Thank you: we will reply within one business day.',
}

export const intakeToast = {
  title: 'Assessment Complete!',
  description: 'Your personalized recommendation is ready.',
} as const

/** The e-mail behind 'Download Full Assessment'. */
export const intakeMail = {
  subject: 'Think First workshop assessment: {org}',
  intro: 'Workshop intake assessment for {org}',
  recommendation: 'Recommendation: {name} ({duration}, {price})',
  answers: 'Answers',
} as const

/** Summary labels for fields whose form label is a question. */
export const summaryLabels = {
  gaps: 'Gaps',
  currentAIUse: 'Current AI use',
  budget: 'Budget',
  timeline: 'Timeline',
  urgency: 'Urgency',
} as const
