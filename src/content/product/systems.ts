/** The accent each system's card uses; components map it to the design tokens. */
export type SystemColor = 'sun' | 'ember' | 'iris' | 'mint'

export interface ThinkingSystem {
  id: 0 | 1 | 2 | 3
  title: string
  subtitle: string
  description: string
  examples: readonly [string, string, string, string]
  cardCount: number
  color: SystemColor
}

/** The four systems and their card counts (15, 18, 40, 25). */
export const thinkingSystems: readonly ThinkingSystem[] = [
  {
    id: 0,
    title: 'External Tools',
    subtitle: 'System 0',
    description:
      'The notebooks, whiteboards and frameworks that extend your mind before any machine is involved. These cards get ideas out of your head and onto the table.',
    examples: ['Mind maps', 'Checklists', 'Sketching', 'Pre-mortems'],
    cardCount: 15,
    color: 'sun',
  },
  {
    id: 1,
    title: 'Fast Intuition',
    subtitle: 'System 1',
    description:
      'Quick, pattern-matching judgement. The persona cards train it by making you look at a problem through a role, so your gut has more than one voice.',
    examples: ['Gut checks', 'First reactions', 'Role switching', 'Pattern spotting'],
    cardCount: 18,
    color: 'ember',
  },
  {
    id: 2,
    title: 'Slow Reasoning',
    subtitle: 'System 2',
    description:
      'Deliberate, step-by-step thought. The thought flow cards give structure to the questions that deserve more than a first answer.',
    examples: ['First principles', 'Trade-offs', 'Root causes', 'Scenario planning'],
    cardCount: 40,
    color: 'iris',
  },
  {
    id: 3,
    title: 'Machines',
    subtitle: 'System 3',
    description:
      'AI as a thinking partner, not an oracle. These cards turn what you have reasoned into prompts that challenge, extend and test it.',
    examples: ['Devil’s advocate', 'Red teaming', 'Idea expansion', 'Fact checking'],
    cardCount: 25,
    color: 'mint',
  },
]
