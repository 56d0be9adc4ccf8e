/** The words every form shares, so /contact, /intake and MojoMe's fields read alike. */
export const formCopy = {
  /** Beside the label of a field that may be left empty. */
  optional: 'Optional',
  /** The first option of a select that has no answer yet. */
  choose: 'Choose one',
  /** The honeypot's label, for anyone who meets it without styles: it must stay empty. */
  honeypot: 'Leave this field empty',
} as const

/**
 * A message to be sent from the visitor's own e-mail app (no forms endpoint): asked, never opened by itself,
 * with the address and text to copy for anyone without a mail app, kept until the visitor says it has gone.
 */
export const mailHandOffCopy = {
  title: 'One more step: send it from your e-mail app',
  intro:
    'Your message is saved on this device. Open it in your e-mail app, already written and addressed to {to}, and press Send there.',
  offlineTitle: 'Saved on this device',
  offlineIntro:
    'You’re offline, so your message is kept here. Open it in your e-mail app and it goes out once you’re connected; it stays saved here until you tell us it has gone.',
  open: 'Send with your e-mail app',
  webmail: 'No e-mail app on this device? Copy the address and the message into your webmail.',
  addressLabel: 'Our address',
  copyAddress: 'Copy address',
  copyMessage: 'Copy message',
  copiedAddress: 'Address copied.',
  copiedMessage: 'Message copied, with its subject line first.',
  copyRefused: 'Copying was refused by the browser: select the text and copy it by hand.',
  confirm: 'I’ve sent it',
  edit: 'Change the message',
} as const
