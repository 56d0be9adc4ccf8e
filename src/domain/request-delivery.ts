// The contract between the forms (contact, intake) and the outbox that delivers them (PRODUCT.md 7). The forms
// only need to know how a submission left the device, so they take a DeliverRequest and never see the outbox.

/** Form fields as submitted: flat and JSON-safe, so they can be POSTed or written into an e-mail as they are. */
export type RequestFields = Record<string, string | number | boolean>

/** How a submission left the visitor's device. */
export type DeliveryOutcome =
  /** The forms endpoint accepted it. */
  | 'sent'
  /** Kept in the outbox; it is sent when the browser is back online, on the next visit, or by Background Sync. */
  | 'queued'
  /** No endpoint is configured: the visitor's mail app was opened with the message prefilled. */
  | 'mail-app'

/** Writes a submission to the outbox first, then tries to deliver it. */
export type DeliverRequest = (fields: RequestFields) => Promise<DeliveryOutcome>
