// TEMPORARY stand-in (stores nothing, always 'queued') so this branch builds; the lead swaps in the real outbox.
import type { DeliveryOutcome, RequestFields } from '../../domain/request-delivery'

export const submitRequest: (
  kind: 'contact' | 'intake',
  fields: RequestFields,
) => Promise<DeliveryOutcome> = () => Promise.resolve('queued')
