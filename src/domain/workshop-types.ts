import type { PinHash } from './workshop-pin'

/** A workshop run on a device. At most one runs at a time: the one without `endedAt`. */
export interface Workshop {
  id: string
  /** What the facilitator called it; attendees see it on MojoMe's title screen. */
  name: string
  /** Never the PIN itself: a salted, slow hash of it. */
  pin: PinHash
  /** Epoch milliseconds. */
  startedAt: number
  /** How long a result screen may stay idle before it clears itself for the next attendee. */
  idleMinutes: number
  /** Epoch milliseconds when the facilitator ended it. */
  endedAt?: number
}
