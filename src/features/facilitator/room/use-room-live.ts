/** The room screen's live view of its room (room-connection.ts), read by a component while it is shown. */
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import type { Room } from '../../../domain/room/room-protocol'
import { browserPorts, RoomConnection, type RoomLiveState } from './room-connection'

export interface RoomLive extends RoomLiveState {
  /** Takes a room the service sent back after a control (reveal, lock) at once. */
  setRoom: (room: Room) => void
  /** Drops a card the facilitator removed, at once. */
  dropCard: (id: string) => void
}

export function useRoomLive(facilitator: FacilitatorRoom): RoomLive {
  const connection = useMemo(
    () => new RoomConnection(facilitator, browserPorts(facilitator), location.href),
    [facilitator],
  )
  useEffect(() => {
    connection.start()
    return () => connection.stop()
  }, [connection])
  const state = useSyncExternalStore(connection.subscribe, connection.getSnapshot, connection.getSnapshot)
  return { ...state, setRoom: connection.setRoom, dropCard: connection.dropCard }
}
