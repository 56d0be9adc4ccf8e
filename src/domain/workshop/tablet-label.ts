// Which tablet of a workshop made an export: a short label the facilitator sets when the workshop starts.

/** A tablet label is at most this many characters. */
export const TABLET_LABEL_MAX_LENGTH = 24

/** The label of a workshop started before tablets had labels. */
export const UNLABELLED_TABLET = 'Tablet'

// Letters and digits no one misreads on a sticker: no 0/O, 1/I/L, 2/Z, 5/S, 8/B.
const LABEL_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679'

/** A label for a device's first workshop, e.g. "Tablet K7P": distinct across a room's tablets, easy to read. */
export function newTabletLabel(random: (size: number) => Uint8Array): string {
  const code = [...random(3)].map((byte) => LABEL_ALPHABET[byte % LABEL_ALPHABET.length]).join('')
  return `${UNLABELLED_TABLET} ${code}`
}

// C0 and C1 control characters and bidi overrides: a label typed in a one-line field has none.
// eslint-disable-next-line no-control-regex
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/** The label to keep: unshowable characters dropped, spaces collapsed, cut to the limit; blank gives `fallback`. */
export function cleanTabletLabel(text: unknown, fallback: string): string {
  const label =
    typeof text === 'string'
      ? text.replace(UNSHOWABLE, '').replace(/\s+/g, ' ').trim().slice(0, TABLET_LABEL_MAX_LENGTH).trim()
      : ''
  return label || fallback
}
