export interface FaqItem {
  question: string
  answer: string
}

/** The /contact FAQ: four questions, one open at a time. */
export const contactFaq = {
  title: 'Frequently asked questions',
  intro: 'The short answers to what people ask us most.',
  items: [
    {
      question: 'How long does it take to organise a workshop?',
      answer:
        'About 2-3 weeks from our first call. That leaves time for a short discovery conversation, tailoring the exercises to your team and sending out the toolkit.',
    },
    {
      question: 'Do you run workshops in person or online?',
      answer:
        'Both. We deliver workshops virtually, in-person or hybrid, whichever suits your team. Hybrid sessions keep remote participants as involved as those in the room.',
    },
    {
      question: 'How many people can join one workshop?',
      answer:
        'Our 1-Day and 2-3 Day Workshops are designed for 8-25 people; a Think Week welcomes 15-40. For larger groups we run several cohorts.',
    },
    {
      question: 'Can the workshop be tailored to our industry?',
      answer:
        'Yes. Every workshop uses examples from your field, and custom programmes are built around your own challenges. Tell us about them in your message.',
    },
  ] satisfies readonly FaqItem[],
} as const
