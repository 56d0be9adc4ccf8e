import { site } from './site'
import type { Hero } from './types'
import { heroArt } from './hero-art'

export const contactHero: Hero = {
  eyebrow: 'Contact',
  title: "Let's talk about how your team thinks",
  intro:
    'Workshops, custom programmes, partnerships or a question about the toolkit: write to us and a real person answers within 24 hours on business days.',
  actions: [{ label: 'Plan a Workshop', to: '/intake', variant: 'primary' }],
  tone: 'light',
  art: heroArt.envelope,
}

/** The subjects a message can have, 'general' first as the default. */
export const CONTACT_SUBJECTS = ['general', 'workshop', 'custom', 'partnership', 'support'] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]

export const contactSubjectLabels: Record<ContactSubject, string> = {
  general: 'General inquiry',
  workshop: 'Workshop booking',
  custom: 'Custom programme',
  partnership: 'Partnership',
  support: 'Toolkit support',
}

/** The sending state lasts at least this long, however fast the delivery is. */
export const CONTACT_SEND_DELAY_MS = 1000

export const contactFormCopy = {
  title: 'Send us a message',
  intro: 'Tell us a little about you and what you have in mind. Every field not marked optional is needed.',
  labels: {
    name: 'Name',
    email: 'Email',
    company: 'Company',
    role: 'Role',
    subject: 'Subject',
    message: 'Message',
  },
  placeholders: {
    name: 'Your full name',
    email: 'you@company.com',
    company: 'Where you work',
    role: 'e.g. Head of Learning',
    message: 'What would you like to think through with us?',
  },
  submit: 'Send Message',
  sending: 'Sending...',
  errors: {
    name: {
      required: 'Please enter your name.',
      'too-long': 'Please keep your name under {max} characters.',
    },
    email: {
      required: 'Please enter your email address, so we can reply.',
      invalid: 'Please enter a valid email address, like name@company.com.',
      'too-long': 'Please keep your email address under {max} characters.',
    },
    company: { 'too-long': 'Please keep the company name under {max} characters.' },
    role: { 'too-long': 'Please keep your role under {max} characters.' },
    message: {
      required: 'Please write a message.',
      'too-long': 'Please keep your message under {max} characters.',
    },
  },
  privacy: 'We use your details only to answer you. They are never used to train AI.',
} as const

/** The toast after sending, one per way the message left the device. */
export const contactToasts = {
  sent: {
    title: 'Sent',
    description: 'Thank you! Your message is on its way; we reply within 24 hours on business days.',
  },
  queued: {
    title: "Saved — it will be sent when you're back online",
    description:
      'Your message is kept on this device and goes out by itself as soon as the connection works.',
  },
  mailSent: {
    title: 'Thank you',
    description:
      'Your message is on its way from your e-mail app; we reply within 24 hours on business days.',
  },
  failed: {
    title: 'Message not sent',
    description: `Something went wrong on this device. Please try again, or write to ${site.email.hello}.`,
  },
} as const

export const contactCard = {
  label: 'Other ways to reach us',
  title: 'Prefer email?',
  text: 'Write to us directly, from any mail app.',
  email: site.email.hello,
  responseTitle: 'Response time',
  response: 'We respond within 24 hours on business days.',
  workshopsTitle: 'Planning a workshop?',
  workshops: 'The intake takes three minutes and gives you a recommendation straight away.',
  workshopsAction: 'Start the intake',
} as const
