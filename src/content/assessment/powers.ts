/** The 24 super-powers, in 8 categories of 3, in the order the picker shows them. */

export interface SuperPower {
  /** Kebab-case slug; stored in results and share links, so never rename one. */
  id: string
  name: string
  category: string
  description: string
}

/** The visitor picks exactly this many. */
export const REQUIRED_POWER_COUNT = 3

export const POWER_CATEGORIES = [
  'Systems',
  'Creative',
  'Analytical',
  'Social',
  'Operational',
  'Vision',
  'Learning',
  'Persuasion',
] as const

export const superPowers: readonly SuperPower[] = [
  {
    id: 'pattern-spotter',
    name: 'Pattern-Spotter',
    category: 'Systems',
    description: 'Sees the recurring shape in messy information',
  },
  {
    id: 'complexity-wrangler',
    name: 'Complexity Wrangler',
    category: 'Systems',
    description: 'Turns tangled, many-part problems into something workable',
  },
  {
    id: 'second-order-thinker',
    name: 'Second-Order Thinker',
    category: 'Systems',
    description: 'Asks what happens after the obvious consequence',
  },
  {
    id: 'story-alchemist',
    name: 'Story Alchemist',
    category: 'Creative',
    description: 'Turns dry facts into stories people remember',
  },
  {
    id: 'metaphor-machine',
    name: 'Metaphor Machine',
    category: 'Creative',
    description: 'Finds the comparison that makes a hard idea click',
  },
  {
    id: 'lateral-jumper',
    name: 'Lateral Jumper',
    category: 'Creative',
    description: 'Borrows answers from fields nobody else thought to look in',
  },
  {
    id: 'data-whisperer',
    name: 'Data Whisperer',
    category: 'Analytical',
    description: 'Gets numbers to reveal what is really going on',
  },
  {
    id: 'hypothesis-hacker',
    name: 'Hypothesis Hacker',
    category: 'Analytical',
    description: 'Frames a sharp guess and designs the quickest test for it',
  },
  {
    id: 'logic-laser',
    name: 'Logic Laser',
    category: 'Analytical',
    description: 'Cuts straight to the flaw in an argument',
  },
  {
    id: 'empathy-radar',
    name: 'Empathy Radar',
    category: 'Social',
    description: 'Picks up how people feel before they say it',
  },
  {
    id: 'conflict-diplomat',
    name: 'Conflict Diplomat',
    category: 'Social',
    description: 'Turns a standoff into a conversation that moves forward',
  },
  {
    id: 'coalition-builder',
    name: 'Coalition Builder',
    category: 'Social',
    description: 'Brings the right people together behind a shared goal',
  },
  {
    id: 'rapid-prototyper',
    name: 'Rapid Prototyper',
    category: 'Operational',
    description: 'Puts a rough working version in front of people fast',
  },
  {
    id: 'process-sculptor',
    name: 'Process Sculptor',
    category: 'Operational',
    description: 'Reshapes clumsy workflows until they run smoothly',
  },
  {
    id: 'deadline-sprinter',
    name: 'Deadline Sprinter',
    category: 'Operational',
    description: 'Delivers focused, finished work when time is short',
  },
  {
    id: 'strategic-foresighter',
    name: 'Strategic Foresighter',
    category: 'Vision',
    description: 'Plans for the futures others have not imagined yet',
  },
  {
    id: 'opportunity-scout',
    name: 'Opportunity Scout',
    category: 'Vision',
    description: 'Spots openings early, while others still see problems',
  },
  {
    id: 'signal-synthesiser',
    name: 'Signal Synthesiser',
    category: 'Vision',
    description: 'Combines weak signals from many sources into one clear view',
  },
  {
    id: 'curiosity-dynamo',
    name: 'Curiosity Dynamo',
    category: 'Learning',
    description: 'Keeps asking questions long after others have stopped',
  },
  {
    id: 'feedback-forger',
    name: 'Feedback Forger',
    category: 'Learning',
    description: 'Turns criticism into concrete improvements, quickly',
  },
  {
    id: 'kaizen-keeper',
    name: 'Kaizen Keeper',
    category: 'Learning',
    description: 'Makes small improvements every day that add up',
  },
  {
    id: 'narrative-architect',
    name: 'Narrative Architect',
    category: 'Persuasion',
    description: 'Structures an argument so the conclusion feels inevitable',
  },
  {
    id: 'visual-explainer',
    name: 'Visual Explainer',
    category: 'Persuasion',
    description: 'Sketches the diagram that makes everyone understand',
  },
  {
    id: 'momentum-magnet',
    name: 'Momentum Magnet',
    category: 'Persuasion',
    description: 'Gets people moving and keeps the energy going',
  },
]
