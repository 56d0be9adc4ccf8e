import type { PinHash } from './workshop-pin'

/** A workshop run on a device. At most one runs at a time: the one without `endedAt`. */
export interface Workshop {
  id: string
  /** What the facilitator called it; attendees see it on MojoMe's title screen. */
  name: string
  /** Which tablet this is ("Tablet 2"): names its exports and fills their tablet column. */
  tablet: string
  /** Never the PIN itself: a salted, slow hash of it. Dropped when the workshop ends. */
  pin: PinHash
  /** Epoch milliseconds. */
  startedAt: number
  /** How long a result screen may stay idle before it clears itself for the next attendee. */
  idleMinutes: number
  /** Epoch milliseconds when the facilitator ended it. */
  endedAt?: number
}

/** A workshop as stored: an ended one keeps its name and times for its results, never its PIN hash. */
export type WorkshopRow = Omit<Workshop, 'pin'> & { pin?: PinHash }
