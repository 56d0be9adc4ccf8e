/**
 * The live rooms this device takes part in: those it runs, with their keys (IndexedDB), the one this phone
 * joined and the one this workshop tablet sends to (localStorage, read at start-up without IndexedDB).
 */
import {
  restoreJoinedRoom,
  restoreTabletRoom,
  type FacilitatorRoom,
  type JoinedRoom,
  type TabletRoom,
} from '../../domain/room-records'
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
