/**
 * A device in workshop mode is drawn with the start form until its storage has been read, and that form asks
 * for a PIN too. A PIN typed (or sent) there in the meantime is the facilitator's: the PIN form that takes the
 * start form's place receives it, and checks it if it was sent, instead of starting empty. The hand-over and
 * the PIN form's mount may come in either order, so the form subscribes: it gets a PIN already waiting at
 * once, and one handed over later when it comes.
 */
export interface HandedPin {
  pin: string
  sent: boolean
}

type Receiver = (handed: HandedPin) => void

let waiting: HandedPin | null = null
let last: HandedPin | null = null
const receivers = new Set<Receiver>()

/** Hands the PIN on; the same PIN handed again adds nothing, unless it has been sent since. */
export function handOverPin(pin: string, sent: boolean): void {
  if (!pin) return
  if (last?.pin === pin && (last.sent || !sent)) return
  const handed = { pin, sent }
  last = handed
  if (receivers.size === 0) {
    waiting = handed
    return
  }
  for (const receive of receivers) receive(handed)
}

/** Calls `receive` with each PIN handed over, starting with one already waiting; returns the unsubscribe. */
export function receiveHandedPins(receive: Receiver): () => void {
  receivers.add(receive)
  const handed = waiting
  waiting = null
  if (handed) receive(handed)
  return () => receivers.delete(receive)
}
