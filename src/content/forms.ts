/** The words every form shares, so /contact, /intake and MojoMe's fields read alike. */
export const formCopy = {
  /** Beside the label of a field that may be left empty. */
  optional: 'Optional',
  /** The first option of a select that has no answer yet. */
  choose: 'Choose one',
  /** The honeypot's label, for anyone who meets it without styles: it must stay empty. */
  honeypot: 'Leave this field empty',
} as const
