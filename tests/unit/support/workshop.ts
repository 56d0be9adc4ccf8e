import type { Workshop } from '../../../src/domain/workshop/workshop-types'

/** A workshop as a tablet keeps it: named, labelled, behind a PIN, with its idle time. */
export const WORKSHOP: Workshop = {
  id: 'w-1',
  name: 'Acme leadership offsite',
  tablet: 'Tablet 2',
  pin: { salt: 'c2FsdA', hash: 'aGFzaA' },
  startedAt: 1_760_000_000_000,
  idleMinutes: 3,
}
