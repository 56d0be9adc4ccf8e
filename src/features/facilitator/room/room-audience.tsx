import { AudienceScreen } from '../audience/audience-screen'
import type { FacilitatorRoom } from '../../../domain/room/room-records'
import type { RoomLive } from './use-room-live'

/** Where attendees join: the address to type and the link the QR code carries, with the public key. */
export function joinDetails(facilitator: FacilitatorRoom) {
  return {
    address: `${location.host}/join`,
    link: `${location.origin}/join/${facilitator.code}#${facilitator.publicKey}`,
    code: facilitator.code,
    name: facilitator.name,
  }
}

/** A live room drawn as its audience sees it: the same view in the audience window and the presenter's preview. */
export function RoomAudience({
  facilitator,
  live,
  headingLevel,
}: {
  facilitator: FacilitatorRoom
  live: RoomLive
  headingLevel?: 1 | 2
}) {
  const room = live.room
  // A room deleted at its end (gone) shows as ended: the screen never invites anyone in again.
  const state = live.gone ? 'ended' : room?.state
  return (
    <AudienceScreen
      name={room?.name ?? facilitator.name}
      state={state}
      join={joinDetails(facilitator)}
      joined={room?.counts.joined}
      results={live.results}
      revealed={!live.gone && (room?.revealed ?? false)}
      headingLevel={headingLevel}
    />
  )
}
