import type { CallToAction, Hero } from './types'
import { heroArt } from './hero-art'

export const aboutHero: Hero = {
  eyebrow: 'About us',
  title: 'We believe thinking is the skill AI cannot replace',
  intro:
    'Think First is a small team of facilitators, researchers and designers. We help people use AI to ask better questions, reason more deeply and keep ownership of their judgement.',
  actions: [
    { label: 'Discover Your MojoMe', to: '/mojo-me', variant: 'primary' },
    { label: 'Get in Touch', to: '/contact', variant: 'secondary' },
  ],
  tone: 'light',
  art: heroArt.team,
}

export const aboutPurpose = {
  label: 'Mission and vision',
  items: [
    {
      title: 'Our Mission',
      text: 'To help professionals and organisations think with AI rather than hand their thinking to it: to ask sharper questions, weigh answers with judgement, and turn AI into a partner that makes people more capable, not less.',
    },
    {
      title: 'Our Vision',
      text: 'A world where every team treats Answer = Knowledge × Questions as a working habit: where AI multiplies human expertise, curiosity is rewarded, and the best work is still unmistakably human.',
    },
  ],
} as const

export const aboutValues = {
  title: 'What We Value',
  intro: 'Three principles shape every workshop, card and conversation.',
  items: [
    {
      title: 'Human-Centered',
      text: 'People own the questions, the judgement and the result. We design every exercise so AI serves the person, never the other way round.',
    },
    {
      title: 'Depth Over Speed',
      text: 'A fast answer to the wrong question is waste. We slow down just enough to think clearly, so the work that follows is faster and better.',
    },
    {
      title: 'Continuous Learning',
      text: 'AI changes every month, and so do we. We test our methods in the field, listen to participants and keep improving the toolkit.',
    },
  ],
} as const

export interface TeamMember {
  name: string
  role: string
  bio: string
  email: string
  linkedin: string
  image: string
}

/** Fictional placeholders: the consultancy replaces them here (and the portraits in public/images/). */
export const aboutTeam = {
  title: 'Meet the Team',
  intro: 'Facilitators, researchers and designers who have spent their careers helping people think better.',
  scrollerLabel: 'Team members',
  previous: 'Show previous team members',
  next: 'Show next team members',
  emailLink: 'Email',
  emailLabel: 'Email {name}',
  linkedinLink: 'LinkedIn',
  linkedinLabel: '{name} on LinkedIn (opens in a new tab)',
  portraitWidth: 320,
  portraitHeight: 320,
  members: [
    {
      name: 'Maya Lindqvist',
      role: 'Founder & Lead Facilitator',
      bio: 'Former strategy consultant who has run more than 300 workshops on decision-making. Maya created the Think First method after watching teams outsource their judgement to chatbots.',
      email: 'maya@thinkfirst.example',
      linkedin: 'https://www.linkedin.com/in/maya-lindqvist-example',
      image: '/images/about-team-maya.svg',
    },
    {
      name: 'Tomás Okafor',
      role: 'Head of Research',
      bio: 'Cognitive scientist who studies how people reason together with machines. Tomás turns research on questioning and metacognition into the exercises behind the toolkit.',
      email: 'tomas@thinkfirst.example',
      linkedin: 'https://www.linkedin.com/in/tomas-okafor-example',
      image: '/images/about-team-tomas.svg',
    },
    {
      name: 'Priya Raman',
      role: 'Learning Experience Designer',
      bio: 'Designs the cards, challenge sheets and MojoMe. Priya makes sure every exercise is playful, inclusive and works as well on a tablet in a workshop as on a phone on the train.',
      email: 'priya@thinkfirst.example',
      linkedin: 'https://www.linkedin.com/in/priya-raman-example',
      image: '/images/about-team-priya.svg',
    },
    {
      name: 'Jonah Whitfield',
      role: 'Director of Workshops & Partnerships',
      bio: 'Works with learning and development leaders to shape programmes that fit. Jonah has brought Think Weeks to banks, universities and public bodies on three continents.',
      email: 'jonah@thinkfirst.example',
      linkedin: 'https://www.linkedin.com/in/jonah-whitfield-example',
      image: '/images/about-team-jonah.svg',
    },
  ] satisfies TeamMember[],
} as const

export const aboutClosing = {
  title: 'Start with how you think',
  intro:
    'Take the free MojoMe assessment to find your thinking style, or tell us about your team and we will shape a workshop around it.',
  actions: [
    { label: 'Discover Your MojoMe', to: '/mojo-me', variant: 'accent' },
    { label: 'Contact Us', to: '/contact', variant: 'on-dark' },
  ] satisfies CallToAction[],
} as const

/** The about page's section headings, in order (tests check this order). */
export const aboutSectionTitles = [
  ...aboutPurpose.items.map((item) => item.title),
  aboutValues.title,
  aboutTeam.title,
  aboutClosing.title,
] as const
