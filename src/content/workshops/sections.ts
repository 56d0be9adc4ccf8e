import type { CallToAction } from '../types'

export interface TitledText {
  title: string
  text: string
}

export const whyItWorks = {
  eyebrow: 'Why it works',
  heading: 'Thinking first makes AI useful',
  intro:
    'AI answers are only as good as the questions behind them. Our workshops train the questions, so the answers improve with them.',
  cards: [
    {
      title: 'Questions before prompts',
      text: 'Participants learn to frame the problem and what a good answer looks like before they ask a machine.',
    },
    {
      title: 'Practice on real work',
      text: 'Every exercise uses your own decisions and documents, so the habit carries over on Monday morning.',
    },
    {
      title: 'A shared language',
      text: 'The toolkit gives teams names for thinking moves, which makes reviewing AI output a team sport.',
    },
    {
      title: 'Habits that last',
      text: 'Follow-up sessions and challenge sheets keep the practice going after the facilitators leave.',
    },
  ] satisfies TitledText[],
} as const

export const workshopThemes = {
  eyebrow: 'Workshop themes',
  heading: 'Tailored to what your people face',
  intro: 'Each workshop is built around the themes that matter most to your organisation.',
  themes: [
    {
      title: 'Answer = Knowledge × Questions',
      text: 'Why expertise and good questions beat clever prompts.',
    },
    { title: 'The four thinking systems', text: 'When to trust intuition, reasoning, tools or machines.' },
    { title: 'Decisions with AI', text: 'Using AI to widen options without handing over judgement.' },
    { title: 'Checking the machine', text: 'Spotting confident nonsense before it reaches a client.' },
    { title: 'Leading AI-literate teams', text: 'Setting standards, incentives and time to think.' },
    { title: 'From pilot to practice', text: 'Turning scattered experiments into everyday habits.' },
  ] satisfies TitledText[],
} as const

export const workshopsClosing: { heading: string; text: string; actions: readonly CallToAction[] } = {
  heading: 'Ready to build a team that thinks with AI?',
  text: 'Tell us about your organisation in three short steps and get a recommendation straight away, or talk it through with us first.',
  actions: [
    { label: 'Start the Intake', to: '/intake', variant: 'accent' },
    { label: 'Contact Us', to: '/contact', variant: 'on-dark' },
  ],
}
