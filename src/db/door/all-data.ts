/** "Delete my data": every kind of record at once. */
import { removeAllLocal } from '../local-entries'
import { attempt, type Stored } from './attempt'

/**
 * Deletes every result and the comparisons kept with them, any unfinished assessment, every workshop, every
 * room's keys (a facilitator's, and a phone's with the summary it was given), the copies of messages already sent or refused by the forms endpoint, and everything kept in
 * localStorage (the intake draft, the install hint's flag, workshop mode). Messages still waiting to go out
 * stay.
 */
export function deleteAllData(): Promise<Stored<void>> {
  removeAllLocal()
  return attempt(
    'delete the data',
    async ({ db, results, sessions, outbox, workshops, comparisons, rooms }) => {
      await Promise.all([
        results.deleteAllResults(db),
        comparisons.deleteAllComparisons(db),
        sessions.clearSession(db),
        outbox.deleteSettled(db),
        workshops.deleteAllWorkshops(db),
        rooms.deleteAllRooms(db),
        rooms.deleteAllMemberships(db),
      ])
    },
  )
}
