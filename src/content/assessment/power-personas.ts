/**
 * The persona picture (public/personas/, the toolkit's twelve cards) that goes with each super-power: the
 * card's first power, which names it, picks the picture on the exported image and PDF. Two powers each.
 */
export const powerPersonas: Record<string, string> = {
  'pattern-spotter': 'Synthesizer',
  'complexity-wrangler': 'Architect',
  'second-order-thinker': 'Evaluator',
  'story-alchemist': 'Communicator',
  'metaphor-machine': 'Creator',
  'lateral-jumper': 'Innovator',
  'data-whisperer': 'Analyst',
  'hypothesis-hacker': 'Analyst',
  'logic-laser': 'Evaluator',
  'empathy-radar': 'Connector',
  'conflict-diplomat': 'Communicator',
  'coalition-builder': 'Connector',
  'rapid-prototyper': 'Innovator',
  'process-sculptor': 'Builder',
  'deadline-sprinter': 'Builder',
  'strategic-foresighter': 'Visionary',
  'opportunity-scout': 'Explorer',
  'signal-synthesiser': 'Synthesizer',
  'curiosity-dynamo': 'Explorer',
  'feedback-forger': 'Optimizer',
  'kaizen-keeper': 'Optimizer',
  'narrative-architect': 'Architect',
  'visual-explainer': 'Creator',
  'momentum-magnet': 'Visionary',
}

/** The picture of a card without powers (an old or hand-made record). */
export const DEFAULT_PERSONA = 'Synthesizer'
