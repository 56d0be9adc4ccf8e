/**
 * On MojoMe's title and result screens: where an attendee's card is going, in a live room they joined (or
 * from a tablet linked to one).
 */
export const attendeeRoomCopy = {
  titleNote: 'Room: {name}',
  added: 'Added to {name}',
  adding: 'Adding to {name}…',
  waiting: 'Will be added when you are back online',
  refused: '{name} did not take your card: {reason} Your card is still on this phone.',
  refusedReasons: {
    ended: 'the room has ended.',
    'not-found': 'the room no longer exists.',
    locked: 'the room is closed.',
    'room-full': 'the room is full. If the facilitator makes space, try again.',
    'phone-full': 'this phone has already added as many cards as a room takes from one phone.',
    'not-member': 'this phone is not in the room. Open the room’s join link again.',
    revoked: 'the facilitator removed this phone from the room.',
    other: 'it was refused.',
  },
  /** Offered when a full room turned the card away: the facilitator may remove cards to make space. */
  tryAgain: 'Try again',
  tabletAdded: 'Sent to the room {name}',
  tabletWaiting: 'Will go to the room {name} when this tablet is back online',
} as const
