/**
 * How long MojoMe takes, said one way wherever it is promised: a reader pacing all sixty statements took 3:44,
 * and the target is 4:45, so "about 4 minutes" (the title's "under 5 minutes" agrees).
 */
export const ASSESSMENT_MINUTES = 4

export const assessmentDuration = {
  /** As a note on its own: "About 4 minutes". */
  note: `About ${ASSESSMENT_MINUTES} minutes`,
  /** Inside a sentence: "about 4 minutes". */
  phrase: `about ${ASSESSMENT_MINUTES} minutes`,
} as const
