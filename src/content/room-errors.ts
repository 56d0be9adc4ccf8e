/** What a request to the room service can come back with, for people. */
export const roomApiErrors = {
  offline: 'You are offline. A live room needs a connection: connect and try again.',
  'bad-answer': 'The room service gave an answer we could not read. Try again in a moment.',
  'not-found': 'No room has this code. Check the code on the room screen and type it again.',
  ended: 'This room has ended. Ask the facilitator if there is a new one.',
  locked: 'This room is closed to new people. Ask the facilitator to open it.',
  'slow-down': 'Many people are joining at once. Wait a few seconds and try again.',
  'room-full': 'This room is full.',
  'room-at-capacity': 'This room is full — tell the facilitator.',
  revoked: 'The facilitator removed this phone from the room.',
  'not-facilitator': 'This device does not hold this room’s facilitator key.',
  'not-member': 'This device has not joined this room. Open the room’s join link again.',
  'tablet-pass':
    'This is not the room’s tablet pass. Copy it from “Workshop tablets” on the facilitator’s room view.',
  'key-mismatch':
    'This room’s key does not match the link you opened, so nothing was sent. Ask the facilitator for the link again.',
  other: 'Something went wrong with the room service. Try again in a moment.',
  storage: 'This browser would not keep the room. Check that it is not in private mode and try again.',
} as const

export type RoomApiErrorKey = keyof typeof roomApiErrors
