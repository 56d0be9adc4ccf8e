/** Words the result card builds from the scores (SPEC.md section 2, "Tip text"). */
export const cardTextCopy = {
  tip: 'Leaning on {motivation} plus {power} works great — just plan for {fear} concerns on public launches.',
  noPower: 'your strengths',
  powerlessNoun: 'Thinker',
} as const
