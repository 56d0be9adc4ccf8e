import { INTAKE_DRAFT_VERSION } from '../domain/intake/intake-draft-version'

/**
 * Every name and version this app stores data under, in one table, so a rename or a schema bump happens here
 * and nowhere else, and "Delete my data" can find all of it. What lives where is described in database.ts.
 */
export const STORAGE = {
  /** The IndexedDB database name. */
  databaseName: 'think-first',
  /** Dexie schema version; bump it (and add a `version(n)` step in database.ts) when tables or indexes change. */
  schemaVersion: 4,
  /** Shape version of a stored SessionRecord, checked by restoreSession before anything is resumed. */
  sessionRecordVersion: 1,
  /** The app keeps one in-progress assessment per device, under this key. */
  currentSessionId: 'current',
} as const

/**
 * The small things kept in localStorage (read synchronously, while a page draws): the intake draft, with the
 * visitor's name and e-mail, whether the iOS install hint was dismissed, and the id of the workshop this device
 * runs (so every page knows at once that it is in workshop mode; the workshop itself is in IndexedDB) with
 * the count of wrong PINs typed in a row (so a reload does not reset the wait after them; both go when the
 * workshop ends) and the same count for the PINs of the live rooms this device runs, the tablet's label (the device's, kept between workshops), the card a visitor accepted to
 * compare with when they finish MojoMe ("Compare with me", until their result takes it), the live room an
 * attendee's phone joined (its code, name, public key and the phone's random attendee id) and the room a
 * workshop tablet sends its results to. Versioned names, so a change of
 * shape starts from a clean entry instead of misreading an old one.
 */
export const LOCAL_KEYS = {
  intakeDraft: `think-first.intake-draft.v${INTAKE_DRAFT_VERSION}`,
  iosHintDismissed: 'think-first:ios-install-hint-dismissed',
  workshopId: 'think-first:workshop-id',
  pinFailures: 'think-first:pin-failures',
  roomPinFailures: 'think-first:room-pin-failures',
  tabletLabel: 'think-first:tablet-label',
  compareWith: 'think-first:compare-with',
  joinedRoom: 'think-first:joined-room.v1',
  tabletRoom: 'think-first:tablet-room.v1',
} as const

export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS]

/**
 * What one tab keeps in sessionStorage (gone with the tab): the build a page last reloaded itself out of after
 * a deploy removed its code, so it never does so twice, and says so once on arrival; and the facilitator's
 * unlock of the running workshop with when they last used it, so moving between the facilitator's pages does
 * not ask for the PIN again (removed when they lock it or the workshop ends).
 */
export const SESSION_KEYS = {
  newBuildReload: 'think-first:new-build-reload',
  lostChunkReload: 'think-first:lost-chunk-reload',
  facilitatorUnlock: 'think-first:facilitator-unlock',
} as const

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS]
