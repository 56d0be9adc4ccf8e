/**
 * Words the result card builds from the scores. The tip is written from
 * the scores' phrases, so it reads as a sentence: "Leaning on curiosity plus your Pattern-Spotter skills
 * works great — just plan ahead for fear of the unknown on public launches."
 */
export const cardTextCopy = {
  tip: 'Leaning on {motivation} plus {power} works great — just plan ahead for {fear} on public launches.',
  power: 'your {power} skills',
  noPower: 'your strengths',
  powerlessNoun: 'Thinker',
  /** The card name's adjective when two or more motivations share the top score: none of them leads. */
  tiedMotivationAdjective: 'Versatile',
  /** The watch-out when two or more fears share the top score, e.g. "Evenly spread: four fears at 50". */
  tiedFears: 'Evenly spread: {count} fears at {score}',
  /** How many scores tie, as a word (two to five). */
  tieCounts: { 2: 'two', 3: 'three', 4: 'four', 5: 'five' } as Record<number, string>,
  /** Two tied scores' phrases in the tip, e.g. "curiosity and working with others". */
  tiedPair: '{first} and {second}',
  /** Three or more tied motivations or fears in the tip. */
  manyMotivations: 'several motivations at once',
  manyFears: 'the fears that tie at the top of your list',
} as const
