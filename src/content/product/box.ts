export interface BoxItem {
  item: string
  /** Shown as written: "20+" challenge sheets, not a count. */
  count: string
  description: string
  details: readonly [string, string, string, string]
}

/** The six things in the box, with their counts. */
export const boxItems: readonly BoxItem[] = [
  {
    item: 'Persona Cards',
    count: '18',
    description: 'Cognitive roles that change how you and the model look at a problem.',
    details: [
      'Twelve core roles, from Evaluator to Optimizer, plus six wildcards',
      'A perspective prompt and a blind spot on every card',
      'Trains System 1: fast, intuitive role switching',
      'Deal one per person to start a session',
    ],
  },
  {
    item: 'Thought Flow Cards',
    count: '40',
    description: 'Step-by-step reasoning patterns for the questions that deserve more.',
    details: [
      'Structured flows such as first principles and pre-mortems',
      'Each flow ends with a question to put to the AI',
      'Trains System 2: slow, deliberate reasoning',
      'Chain two or three for a full workshop',
    ],
  },
  {
    item: 'System 0 Deck',
    count: '15',
    description: 'Analogue tools that get thinking out of your head and onto paper.',
    details: [
      'Mind maps, checklists and sketch prompts',
      'Works without a screen or a connection',
      'Warms a group up before any AI is involved',
      'Pairs with the challenge sheets',
    ],
  },
  {
    item: 'System 3 Deck',
    count: '25',
    description: 'Prompts that make the machine challenge you instead of agreeing with you.',
    details: [
      "Devil's advocate, red team and fact-check prompts",
      'Tested with the major AI assistants',
      'Each card names the thinking it is there to protect',
      'Digital edition copies a prompt in one tap',
    ],
  },
  {
    item: 'Challenge Sheets',
    count: '20+',
    description: 'Real-world problems to practise on, from strategy to everyday decisions.',
    details: [
      'Scenarios from business, education and public service',
      'Graded from warm-up to expert',
      'Space to write your thinking before you prompt',
      'New sheets added to the digital edition',
    ],
  },
  {
    item: 'Scorecard Pads',
    count: '50',
    description: 'Tear-off sheets to rate the quality of thinking, not just the answer.',
    details: [
      'Scores framing, depth, challenge and ownership',
      'Makes progress visible across sessions',
      'Used by facilitators in every workshop',
      'Fifty sheets per pad',
    ],
  },
]
