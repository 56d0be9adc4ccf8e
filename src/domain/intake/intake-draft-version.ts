// Apart from the draft's rules: the storage table names the draft's entry by it on every page, and the rules
// (with the intake's fields and options) load only with the intake.

/** Shape version of a stored draft; bump it when IntakeAnswers changes incompatibly. */
export const INTAKE_DRAFT_VERSION = 1
