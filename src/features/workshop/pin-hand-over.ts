/**
 * A device in workshop mode is drawn with the start form until its storage has been read, and that form asks
 * for a PIN too. A PIN typed (or sent) there in the meantime is the facilitator's: the PIN form that takes the
 * start form's place receives it, and checks it if it was sent, once it can, instead of starting empty.
 */
export interface HandedPin {
  pin: string
  sent: boolean
}

let handed: HandedPin | null = null

/** Hands the PIN on; one already sent stays sent when the form hands it on again as it goes. */
export function handOverPin(pin: string, sent: boolean): void {
  if (!pin) return
  handed = { pin, sent: sent || (handed?.pin === pin && handed.sent) }
}

/** The PIN handed over, once: whoever takes it clears it. */
export function takeHandedPin(): HandedPin | null {
  const taken = handed
  handed = null
  return taken
}
