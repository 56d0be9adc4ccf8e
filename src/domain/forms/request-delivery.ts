// The contract between the forms (contact, intake) and the outbox that delivers them. The forms
// only need to know how a submission left the device, so they take a DeliverRequest and never see the outbox.

/** Form fields as submitted: flat and JSON-safe, so they can be POSTed or written into an e-mail as they are. */
export type RequestFields = Record<string, string | number | boolean>

/**
 * A message the visitor sends from their own e-mail app (no forms endpoint, or none reachable). Nothing opens
 * by itself: the visitor is asked, can copy the address and text instead, and says when it has gone.
 */
export interface MailHandOff {
  /** The consultancy's address, shown for copying. */
  to: string
  subject: string
  body: string
  /** The `mailto:` address that opens the e-mail app with all of it written out. */
  href: string
  /** The visitor says it has gone: the saved copy is marked sent, so nothing delivers it a second time. */
  confirmSent: () => Promise<void>
  /** The visitor wants to change it first: the saved copy is dropped (sending again saves the new one). */
  discard: () => Promise<void>
}

/** How a submission left the visitor's device. */
export type Delivery =
  /** The forms endpoint accepted it. */
  | { outcome: 'sent' }
  /** Kept in the outbox; it is sent when the browser is back online, on the next visit, or by Background Sync. */
  | { outcome: 'queued' }
  /** Saved on the device and waiting for the visitor to send it with their e-mail app. */
  | { outcome: 'mail-app'; mail: MailHandOff }

export type DeliveryOutcome = Delivery['outcome']

/** Writes a submission to the outbox first, then tries to deliver it. */
export type DeliverRequest = (fields: RequestFields) => Promise<Delivery>
