/** /join: typing a code. */
export const joinCopy = {
  title: 'Join a room',
  intro: 'Type the code shown on the room screen. Capitals or not, it does not matter.',
  label: 'Room code',
  placeholder: 'K7QMX3',
  submit: 'Join',
  invalidCode:
    'A room code is 6 letters and digits, as on the room screen (there is no 0, O, 1, I or L in one).',
} as const

/** /join/{code}: the room found, before MojoMe. */
export const joiningCopy = {
  heading: 'Room {code}',
  checking: 'Finding room {code}…',
  crowdFinding:
    'Many people are opening this room at once: you are in the queue and it opens within seconds.',
  title: 'You are joining {name}',
  intro:
    'Take MojoMe on this phone. When you finish, your card is sealed on this phone and sent to the room: only the facilitator’s device can read it, and the room screen shows the group, never one person.',
  nameToggle: 'Add my name to my card for the facilitator',
  nameLabel: 'Your name',
  nameHint: 'Optional. Never shown on the room screen.',
  start: 'Start MojoMe',
  starting: 'Joining…',
  crowd: 'Many people are joining at once: you are in the queue and will be in within seconds.',
  retry: 'Try again',
  typeAnother: 'Type another code',
} as const

/** /join/{code} on a phone with an unfinished MojoMe for this room. */
export const joinResumeCopy = {
  title: 'Your answers are waiting',
  intro: 'You started MojoMe for {name} on this phone. Carry on where you left off.',
  resume: 'Resume',
  startOverTitle: 'Or start over',
  startOverNote: 'Starting over clears the answers you gave so far on this phone.',
  startOver: 'Start over',
} as const
