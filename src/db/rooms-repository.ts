import {
  restoreFacilitatorRoom,
  restoreRoomMembership,
  type FacilitatorRoom,
  type RoomMembership,
} from '../domain/room/room-records'
import type { RoomSummary } from '../domain/room/room-summary'
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

/** Keeps the key pair this phone joined a room with (replacing an earlier one for the same code). */
export async function saveMembership(db: ThinkFirstDatabase, membership: RoomMembership): Promise<void> {
  await openDatabase(db)
  await db.roomMemberships.put(membership)
}

/** This phone's keys (and summary, once revealed) for the room with this code, or null. */
export async function getMembership(db: ThinkFirstDatabase, code: string): Promise<RoomMembership | null> {
  await openDatabase(db)
  return restoreRoomMembership(await db.roomMemberships.get(code))
}

/** Keeps the room's summary with this phone's keys for the room, or drops it (null). */
export async function saveSummary(
  db: ThinkFirstDatabase,
  code: string,
  summary: RoomSummary | null,
): Promise<void> {
  await openDatabase(db)
  // Dexie deletes a property updated to undefined.
  await db.roomMemberships.update(code, { summary: summary ?? undefined })
}

export async function deleteAllMemberships(db: ThinkFirstDatabase): Promise<void> {
  await openDatabase(db)
  await db.roomMemberships.clear()
}
