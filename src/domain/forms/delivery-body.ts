// What the outbox posts to the forms endpoint, on its own so that the Worker reads it without the page's
// delivery code (which uses the browser's fetch options).
import type { RequestFields } from './request-delivery'

/** The forms' kinds, delivered to the forms endpoint. */
export type FormKind = 'contact' | 'intake'
/** A result sealed for a live room, delivered to the room on this site; its id is the result's id. */
export const ROOM_RESULT_KIND = 'room-result'

export interface DeliveryBody {
  id: string
  kind: FormKind | typeof ROOM_RESULT_KIND
  /** ISO 8601, when the visitor submitted the form (not when this try happened). */
  createdAt: string
  fields: RequestFields
}
