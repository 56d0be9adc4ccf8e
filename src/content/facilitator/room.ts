/**
 * Live rooms as a facilitator runs them: opened from /workshop and projected at /room/{code}. What an
 * attendee reads when joining from a phone at /join/{code} is in content/join/.
 */

/** The "Open a live room" form's id on /workshop; its heading is `${OPEN_ROOM_ANCHOR}-title`. */
export const OPEN_ROOM_ANCHOR = 'open-live-room'

/** The "Open a live room" card on /workshop. */
export const openRoomCopy = {
  title: 'Open a live room',
  intro:
    'Everyone joins from their own phone with a code or a QR code, and your room screen fills as they finish. Needs a network; answers are encrypted on each phone, so our server never reads one.',
  labels: { name: 'Room name', capacity: 'People expected', pin: 'PIN (optional)' },
  placeholders: { name: 'Acme leadership offsite' },
  hints: {
    capacity:
      'Up to {most}. Phones past it are told the room is full; you can raise it on the room screen at any time.',
    pin: '4 to 8 digits. Asked before this room’s keys can be moved to another of your devices.',
  },
  submit: 'Open the room',
  opening: 'Opening…',
  yourRooms: 'Your rooms on this device',
  openScreen: 'Room screen: {name} ({code})',
} as const

/** "Check this network" on /workshop, before the event. */
export const networkCheckCopy = {
  title: 'Check this network',
  intro:
    'Before the event, on the venue’s Wi-Fi: in about a minute, this tells you whether phones on this network can join a live room, and how its screen will update.',
  start: 'Check this network',
  running: 'Checking…',
  again: 'Check again',
  reaching: 'Reaching the room service…',
  opening: 'The room service answers. Opening a live connection…',
  holding: 'The room service answers, and a live connection is open: {seconds} s to go…',
  verdicts: {
    unreachable:
      'This network does not reach the room service: phones on it cannot join a live room. Use another network, or run the workshop on tablets, offline.',
    live: 'All set: this network reaches the room service and kept a live connection open for a minute. The room screen will show each card the moment it arrives.',
    polling:
      'This network reaches the room service but does not keep a live connection open. A room works here: its screen will update every few seconds instead of at once.',
  },
} as const

export const roomNameErrors = {
  invalid: 'Give the room a name of 1 to 80 characters, so attendees know they are in the right place.',
} as const

export const roomCapacityErrors = {
  invalid: 'Give a whole number of people from 1 to {most}.',
} as const

/** A workshop tablet linked to a room, on the facilitator's page. */
export const tabletRoomCopy = {
  title: 'Live room',
  intro:
    'Link this tablet to a live room: each attendee’s result goes to the room screen as they finish (or when the network is back), and results you add by camera or file go there too.',
  label: 'Room code or join link',
  passLabel: 'Tablet pass',
  passHint: 'On the facilitator’s room view, under “Workshop tablets”. It is never shown to the room.',
  link: 'Link to the room',
  linking: 'Linking…',
  linked: 'This tablet sends its results to {name} ({code}).',
  unlink: 'Stop sending',
  invalid: 'Type the room code from the room screen, or paste its join link.',
  invalidPass: 'Type the tablet pass: eight letters and digits, as the room view shows it.',
} as const

/** On the presenter view: what a workshop tablet needs to send its cards to this room. */
export const tabletPassCopy = {
  title: 'Workshop tablets',
  intro:
    'A workshop tablet can send its attendees’ cards to this room: on the tablet’s facilitator page, link it with the room code and this pass. Phones need only the code.',
  show: 'Show the tablet pass',
  label: 'Tablet pass',
} as const

/** /room/{code}: the projector's screen. */
export const roomScreenCopy = {
  loading: 'Opening the room…',
  gone: 'This room no longer exists: it was deleted, or it expired 30 days after it was last used.',
  noKeyTitle: 'This device cannot open this room',
  noKeyText:
    'The room’s keys are on the device that opened it. On that device, choose “Move to another device”, scan its QR code with this one, then type the one-time code it shows.',
  counts: {
    /** With the room's capacity. */
    joinedOf: 'joined of {capacity}',
    midway: 'mid-way',
    finished: 'finished',
  },
  capacityFull: 'The room is full: phones that try to join are told to ask you.',
  capacityLabel: 'Room size',
  capacitySet: 'Set',
  capacitySetting: 'Setting…',
  refused: { one: '1 card could not be read', other: '{count} cards could not be read' },
  presenter: 'Presenter view',
  codeLabel: 'Code',
  preview: 'What the room sees',
  openAudience: 'Open the audience view',
  audienceHint:
    'It opens in a new window on this device: drag it to the projector, then press F (or double-click it) for full screen. It follows everything you do here.',
  audienceBlocked:
    'This browser blocked the new window. Allow pop-ups for this site, or open {address} in a new window.',
  share: 'The room’s card',
  live: 'Live',
  polling: 'Updating every few seconds',
  offline: 'Reconnecting…',
  state: { open: 'Open', locked: 'Locked: no new joins', ended: 'Ended' },
  controls: 'Facilitator controls',
  reveal: 'Reveal results',
  hide: 'Hide results',
  lock: 'Lock the room',
  unlock: 'Unlock the room',
  exportCsv: 'Export CSV',
  exportJson: 'Export JSON',
  exportTablet: 'Room {code}',
  end: 'End the room…',
  endTitle: 'End the room',
  endIntro: 'Nobody can join or send a card once it has ended.',
  endKeep: 'Keep the results',
  endKeepHint:
    'The room’s encrypted cards stay on the server for 30 days, then go; you can still export them here.',
  endDelete: 'Delete everything',
  endDeleteHint: 'The room and every card in it are deleted from the server now.',
  endConfirm: 'End the room',
  endPin: 'Your PIN, to delete everything',
  cancel: 'Cancel',
  ended: 'The room has ended.',
  deleted: 'The room and its cards are deleted.',
  remove: 'Remove a card…',
  removeTitle: 'Remove a card from the room',
  removeIntro:
    'A test card, or one that does not belong here: removing it takes it off every screen and out of the exports, and it cannot be sent again.',
  removeNone: 'No cards yet.',
  removeCardLine: '{expertise} · made at {time}',
  removeOne: 'Remove',
  removeConfirm: 'Remove for good',
  removePhone: 'Also remove the phone that sent it',
  removePhoneHint:
    'Its other cards go too, and it cannot send another or join again. For a card from a tablet, only the card goes.',
  removing: 'Removing…',
  removedCount: {
    one: '1 card removed by the facilitator',
    other: '{count} cards removed by the facilitator',
  },
  move: 'Move to another device',
  moveTitle: 'Move this room to another device',
  moveSealing: 'Sealing the keys…',
  moveText:
    'Scan this with your other device’s camera. It carries the room’s keys sealed: they open only with a one-time code, shown next.',
  moveQrLabel: 'QR code carrying this room’s keys, sealed',
  moveNext: 'Scanned: show the one-time code',
  moveSecretText:
    'Type this one-time code on your other device. It opens the keys there within 15 minutes; show it to nobody else.',
  movePin: 'Your PIN',
  moveShow: 'Continue',
  close: 'Close',
  received: 'This device now holds the room’s keys.',
  receiveTitle: 'Receive this room’s keys',
  receiveIntro:
    'Type the one-time code shown on your other device, under “Move to another device”. The keys stay sealed until then.',
  receiveLabel: 'One-time code',
  receiveSubmit: 'Open the room here',
  receiving: 'Opening…',
  receiveErrors: {
    wrong: 'That code does not open these keys. Check it on your other device and type it again.',
    expired:
      'These sealed keys are more than 15 minutes old. On your other device, choose “Move to another device” again.',
    mismatch:
      'These keys do not belong to this room, so nothing was kept. Move the room again from the device that runs it.',
    refused: 'The room service does not accept these keys, so nothing was kept.',
    different: 'This device already holds other keys for this room and keeps them. Nothing was replaced.',
  },
} as const
