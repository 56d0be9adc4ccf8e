/** "You and the room": an attendee's card beside their live room's, on their phone after the reveal. */
export const youAndRoomCopy = {
  heading: 'You and the room',
  intro: 'Your card beside the room’s {total} cards, as your facilitator revealed them.',
  driversHeading: 'Your drivers',
  fearsHeading: 'Your fears',
  /** Each score in words, so a screen reader hears the numbers the bars draw. */
  scoreLine: 'You {yours}, room average {room}',
  you: 'You',
  room: 'Room average',
  powersHeading: 'Powers you share with the room',
  sharedPower: '{count} of {total} chose it',
  noneShared: 'Nobody else in the room chose your powers: they are yours alone.',
  ownPowers: {
    one: 'One of your powers nobody else chose.',
    other: '{count} of your powers nobody else chose.',
  },
} as const
