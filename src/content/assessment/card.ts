/**
 * Words the result card builds from the scores. The tip is SPEC.md's (section 2, "Tip text") written from
 * the scores' phrases, so it reads as a sentence: "Leaning on curiosity plus your Pattern-Spotter skills
 * works great — just plan ahead for fear of the unknown on public launches."
 */
export const cardTextCopy = {
  tip: 'Leaning on {motivation} plus {power} works great — just plan ahead for {fear} on public launches.',
  power: 'your {power} skills',
  noPower: 'your strengths',
  powerlessNoun: 'Thinker',
} as const
