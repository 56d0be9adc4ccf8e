import type { Hero } from '../types'
import { heroArt } from '../hero-art'
import { OPEN_ROOM_ANCHOR, openRoomCopy } from './room'

/** /workshop: workshop mode, for a facilitator putting tablets in front of a room. */
export const workshopHero: Hero = {
  eyebrow: 'For facilitators',
  title: 'Run a MojoMe workshop',
  intro:
    'Open a live room that everyone joins from their own phone, and show the room to itself on the projector. No network at the venue? Turn tablets into MojoMe stations that work offline.',
  actions: [
    { label: openRoomCopy.title, to: '/workshop', hash: `${OPEN_ROOM_ANCHOR}-title`, variant: 'primary' },
  ],
  tone: 'light',
  art: heroArt.tabletStation,
}

export const workshopSteps = {
  title: 'How it works',
  items: [
    {
      title: 'Name it, set a PIN',
      text: 'Give the workshop a name and choose a PIN of 4 to 8 digits. The PIN keeps attendees out of the results and the group view, and only it ends the workshop.',
    },
    {
      title: 'Hand the tablet round',
      text: 'Each attendee swipes through MojoMe. Their result shows a QR code to keep their card; “Next participant” clears the screen for the next person.',
    },
    {
      title: 'Show the group',
      text: 'Your group view averages the room’s motivations and fears, counts the super-powers and exports everything as CSV or JSON.',
    },
  ],
} as const

export const startWorkshopCopy = {
  title: 'Start a workshop',
  intro:
    'This tablet stays in workshop mode, through reloads and with the network off, until you end it with your PIN.',
  labels: { name: 'Workshop name', tablet: 'This tablet', pin: 'PIN', confirmPin: 'Repeat the PIN' },
  placeholders: { name: 'Acme leadership offsite', tablet: 'Tablet 2' },
  hints: {
    tablet: 'Names this tablet’s exports, so you can tell the room’s tablets apart when you merge them.',
    pin: '4 to 8 digits. Keep it to yourself: attendees must not end the workshop.',
  },
  submit: 'Start workshop',
  starting: 'Starting…',
} as const

/** Why a workshop name was refused, by the domain's reason (checkWorkshopName). */
export const workshopNameErrors = {
  empty: 'Give the workshop a name, so attendees know they are in the right place.',
  'too-long': 'Keep the name to 80 characters at most.',
  'control-characters': 'The name has characters that cannot be shown. Type it again.',
} as const

export const pinErrors = {
  invalid: 'Choose a PIN of 4 to 8 digits (0-9).',
  mismatch: 'The two PINs differ. Type the same PIN twice.',
  wrong: 'That PIN is not right.',
  wait: 'Too many wrong PINs. Try again in {seconds} s.',
} as const

export const pinGateCopy = {
  title: 'Facilitator PIN',
  intro: 'This tablet is running “{name}”. Enter the PIN to manage it.',
  label: 'PIN',
  submit: 'Unlock',
  checking: 'Checking…',
  unlocked: 'Unlocked for the facilitator until you lock it or leave it idle.',
  lock: 'Lock',
} as const

export const runningWorkshopCopy = {
  title: 'Running: {name}',
  since: 'Started {time}',
  tablet: 'On this tablet: {tablet}',
  openMojoMe: 'Open MojoMe for attendees',
  settingsTitle: 'Attendees’ screen',
  endTitle: 'End the workshop',
  endIntro: 'The tablet leaves workshop mode. Only you, with the PIN, can do this.',
  resultsLegend: 'The results taken in this workshop',
  keep: 'Keep them on this tablet',
  keepHint: 'They stay in its results list, for a group view later.',
  delete: 'Delete them',
  deleteHint: 'Nothing of this workshop stays on the tablet.',
  end: 'End workshop',
  ending: 'Ending…',
  ended: 'The workshop has ended. This tablet is back to normal.',
} as const

export const workshopStorageErrors = {
  start:
    'This browser would not store the workshop, so it could not start. Private windows often block storage: try a normal window.',
  end: 'The workshop could not be ended on this device. Try again.',
  save: 'The change could not be saved on this device. Try again.',
} as const

/** MojoMe in workshop mode: the title screen's note and the result screen's hand-off. */
export const attendeeCopy = {
  titleNote: 'Workshop: {name}',
  scanTitle: 'Scan to keep your card',
  scanIntro:
    'Point your phone’s camera at the code: your card opens there, ready to save or share. Nothing of it stays in view for the next person.',
  qrLabel: 'QR code of the link to your card',
  next: 'Next participant',
  confirmTitle: 'Hand over to the next person?',
  confirmText: 'Your card leaves this screen. Make sure you have scanned it first.',
  confirm: 'Yes, next participant',
  cancel: 'Not yet',
  idleCountdown: 'Still there? This screen clears for the next person in {seconds} s.',
  idleStay: 'Touch anywhere to keep your card on screen.',
  idleStayAnswering: 'Touch anywhere to carry on with your answers.',
  fullScreen: 'Full screen',
  leaveFullScreen: 'Leave full screen',
} as const

/** The facilitator's choice of how long an idle result screen waits before clearing itself. */
export const idleSettingCopy = {
  label: 'Clear an attendee’s screen left idle for',
  hint: 'Counted from the last touch, on a result or an unfinished assessment. The last 15 seconds are a countdown on screen; any touch cancels it.',
  minutes: { one: '1 minute', other: '{count} minutes' },
  saved: 'Saved.',
} as const
