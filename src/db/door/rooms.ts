/**
 * The live rooms this device takes part in: those it runs, with their keys (IndexedDB), the one this phone
 * joined and the one this workshop tablet sends to (localStorage, read at start-up without IndexedDB), and the
 * key pair this phone joined with, with the room's summary once revealed (IndexedDB: a CryptoKey is kept whole
 * there, unextractable).
 */
import {
  restoreJoinedRoom,
  restoreTabletRoom,
  type FacilitatorRoom,
  type JoinedRoom,
  type RoomMembership,
  type TabletRoom,
} from '../../domain/room/room-records'
import type { RoomSummary } from '../../domain/room/room-summary'
import { removeLocal, writeLocal } from '../local-entries'
import { requestPersistentStorage } from '../persistent-storage'
import { LOCAL_KEYS } from '../storage-keys'
import { attempt, type Stored } from './attempt'
import { readLocalJson } from './local-settings'

/** Keeps a room this device runs, with its keys (opened here, or handed over from the facilitator's other device). */
export function saveFacilitatorRoom(room: FacilitatorRoom): Promise<Stored<void>> {
  return attempt('keep the room', async ({ db, rooms }) => {
    await rooms.saveRoom(db, room)
    void requestPersistentStorage()
  })
}

/** The room with this code if this device runs it, else null. */
export function findFacilitatorRoom(code: string): Promise<Stored<FacilitatorRoom | null>> {
  return attempt('read the room', ({ db, rooms }) => rooms.getRoom(db, code))
}

/** The rooms this device runs, newest first. */
export function listFacilitatorRooms(): Promise<Stored<FacilitatorRoom[]>> {
  return attempt('list the rooms', ({ db, rooms }) => rooms.listRooms(db))
}

/** Forgets a room and its keys (it ended). */
export function forgetFacilitatorRoom(code: string): Promise<Stored<void>> {
  return attempt('forget the room', ({ db, rooms }) => rooms.deleteRoom(db, code))
}

/** The live room this phone joined, or null. */
export function joinedRoom(): JoinedRoom | null {
  return readLocalJson(LOCAL_KEYS.joinedRoom, restoreJoinedRoom)
}

/** Records the room this phone joined (replacing any earlier one); false when the device would not keep it. */
export function saveJoinedRoom(room: JoinedRoom): boolean {
  return writeLocal(LOCAL_KEYS.joinedRoom, JSON.stringify(room))
}

export function leaveJoinedRoom(): void {
  removeLocal(LOCAL_KEYS.joinedRoom)
}

/** The room this workshop tablet sends its results to, or null. */
export function tabletRoom(): TabletRoom | null {
  return readLocalJson(LOCAL_KEYS.tabletRoom, restoreTabletRoom)
}

/** Links this workshop tablet to a room, or unlinks it (null). */
export function linkTabletRoom(room: TabletRoom | null): boolean {
  if (!room) {
    removeLocal(LOCAL_KEYS.tabletRoom)
    return true
  }
  return writeLocal(LOCAL_KEYS.tabletRoom, JSON.stringify(room))
}

/** Keeps the key pair this phone joins a room with. */
export function savePhoneRoomKeys(membership: RoomMembership): Promise<Stored<void>> {
  return attempt('keep the room key', ({ db, rooms }) => rooms.saveMembership(db, membership))
}

/** This phone's key pair (and the room's summary, once given) for the room with this code, or null. */
export function findPhoneRoomKeys(code: string): Promise<Stored<RoomMembership | null>> {
  return attempt('read the room key', ({ db, rooms }) => rooms.getMembership(db, code))
}

/** Keeps the room's summary on this phone, beside its keys, so it shows offline; null drops it. */
export function keepRoomSummary(code: string, summary: RoomSummary | null): Promise<Stored<void>> {
  return attempt('keep the room summary', ({ db, rooms }) => rooms.saveSummary(db, code, summary))
}
