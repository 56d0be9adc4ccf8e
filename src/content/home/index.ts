import type { CallToAction } from '../types'
import { assessmentDuration } from '../assessment-duration'

/** The hero's decorative background loop (made by scripts/make-home-media.mjs) and its control. */
export const homeHeroVideo = {
  webm: '/media/home-hero.webm',
  mp4: '/media/home-hero.mp4',
  poster: '/media/home-hero-poster.webp',
  width: 1280,
  height: 720,
  pause: 'Pause background video',
  play: 'Play background video',
} as const

export const homePromo = {
  eyebrow: 'Free diagnostic',
  title: 'Discover Your Thinking Style',
  intro:
    'MojoMe is a short, game-like self-assessment. Swipe through what drives you and what holds you back, name your expertise, pick three super-powers, and get your cognitive fingerprint: a personal card you can keep and share.',
  notesLabel: 'What you get',
  notes: ['Shareable results', assessmentDuration.note],
  action: { label: 'Discover Your MojoMe', to: '/mojo-me', variant: 'primary' } satisfies CallToAction,
  /** The sample card beside the text; decorative, so hidden from assistive technology. */
  preview: {
    label: 'Your cognitive fingerprint',
    name: 'The Curious Pattern-Spotter',
    powers: ['Pattern-Spotter', 'Story Alchemist', 'Rapid Prototyper'],
    drivers: [
      { label: 'Curiosity', value: 92 },
      { label: 'Mastery', value: 74 },
    ],
    footer: 'Think first, Prompt later.',
  },
} as const

export const homeLogoStrip = {
  title: "Organizations We've Helped",
  intro:
    'Leadership teams, universities, banks and public bodies that now think with AI, not just prompt it.',
  listLabel: 'Client organisations',
  pause: 'Pause the logo strip',
  play: 'Play the logo strip',
  /** Logged, never shown: a missing logo should not disturb the page. */
  loadFailed: 'A client logo failed to load:',
} as const

export const homeLecture = {
  eyebrow: 'Full lecture',
  title: 'Our Methodology in Action',
  intro:
    'Watch the full lecture: why prompt engineering is a dead end, how Answer = Knowledge × Questions changes the way teams work with AI, and the four thinking systems behind the toolkit.',
  videoTitle: 'Think first, Prompt later: the full Think First lecture',
  play: 'Play the lecture',
  thumbnail: { src: '/images/home-lecture-thumbnail.svg', width: 1280, height: 720 },
  privacyNote: 'The video loads from YouTube (privacy-enhanced mode) only when you press play.',
  comingSoon: 'Lecture coming soon',
  comingSoonNote:
    'The recording is in the edit. Until it is out, MojoMe and a workshop show the method first-hand.',
} as const

export interface HomeTestimonial {
  quote: string
  /**
   * A card name MojoMe gives (top motivation, first power), written out so the home page does not load the
   * deck's texts to spell it; tests/unit/card-naming.test.ts fails when the deck no longer gives it.
   */
  archetype: string
  role: string
}

export const homeTestimonials = {
  title: 'What Our Clients Say',
  intro: 'People who came for better prompts and left with better questions.',
  items: [
    {
      quote:
        'Our quarterly reviews used to start from whatever the chatbot drafted. Now each team writes down its own hypothesis first, and the AI has to argue with it.',
      archetype: 'The Masterful Strategic Foresighter',
      role: 'Chief Strategy Officer, logistics group',
    },
    {
      quote:
        'The persona cards gave my team a shared language. Within a week people were challenging AI drafts instead of polishing them.',
      archetype: 'The Adventurous Coalition Builder',
      role: 'Head of Learning & Development, retail bank',
    },
    {
      quote:
        'I expected another prompt workshop. Instead I learned to think in systems, and the tools finally started to amplify my own judgement.',
      archetype: 'The Curious Rapid Prototyper',
      role: 'Product Lead, health-tech scale-up',
    },
    {
      quote:
        'My students now bring three questions to every AI session before they type a word. Their essays got more original, not more generic.',
      archetype: 'The Collaborative Empathy Radar',
      role: 'Professor of Innovation, business school',
    },
  ] satisfies HomeTestimonial[],
} as const

export const homeClosing = {
  title: 'Ready to Think with AI?',
  intro: `Start with your own thinking style. It takes ${assessmentDuration.phrase}, and the card is yours to keep.`,
  note: 'Free thinking assessment • Shareable results • Tailored to you',
  actions: [
    { label: 'Discover Your MojoMe', to: '/mojo-me', variant: 'accent' },
    { label: 'Explore Workshops', to: '/workshops', variant: 'on-dark' },
  ] satisfies CallToAction[],
} as const

/** The home page's section headings, in page order (tests check this order). */
export const homeSectionTitles = [
  homePromo.title,
  homeLogoStrip.title,
  homeLecture.title,
  homeTestimonials.title,
  homeClosing.title,
] as const
