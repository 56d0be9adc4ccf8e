/**
 * The app's own IndexedDB database in the test browser. Tests that store go through the app's real data
 * facade (src/db/device-data.ts), so the database is the app's; deleting it gives the next test a device
 * that has stored nothing.
 */
import { getAppDatabase } from '../../../src/db/database'

export async function deleteAppDatabase(): Promise<void> {
  const db = getAppDatabase()
  // A write over every table starts once earlier reads and writes have finished, so the delete is not blocked.
  if (db.isOpen()) await db.transaction('rw', db.tables, () => {})
  await db.delete()
}
