import { restoreFacilitatorRoom, type FacilitatorRoom } from '../domain/room-records'
import { openDatabase, type ThinkFirstDatabase } from './database'

// Every function rejects with StorageUnavailableError when IndexedDB cannot be opened.

export async function saveRoom(db: ThinkFirstDatabase, room: FacilitatorRoom): Promise<void> {
  await openDatabase(db)
  await db.rooms.put(room)
}

/** The room with this code, or null when this device does not run it (or its row is unreadable). */
export async function getRoom(db: ThinkFirstDatabase, code: string): Promise<FacilitatorRoom | null> {
  await openDatabase(db)
  return restoreFacilitatorRoom(await db.rooms.get(code))
}

/** The rooms run from this device, newest first. */
export async function listRooms(db: ThinkFirstDatabase): Promise<FacilitatorRoom[]> {
  await openDatabase(db)
  const rows = await db.rooms.orderBy('createdAt').reverse().toArray()
  return rows.flatMap((row) => restoreFacilitatorRoom(row) ?? [])
}

export async function deleteRoom(db: ThinkFirstDatabase, code: string): Promise<void> {
  await openDatabase(db)
  await db.rooms.delete(code)
}

export async function deleteAllRooms(db: ThinkFirstDatabase): Promise<void> {
  await openDatabase(db)
  await db.rooms.clear()
}
