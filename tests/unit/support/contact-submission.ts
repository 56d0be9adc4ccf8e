import type { RequestFields } from '../../../src/domain/forms/request-delivery'

/** A submission's id, as the outbox makes one. */
export const SUBMISSION_ID = '0b0f7e2c-6a1d-4c53-9b7e-2f5d1e8a9c10'

/** A contact message's fields exactly as the contact page sends them. */
export const contactFields: RequestFields = {
  name: 'Ada',
  email: 'ada@example.com',
  company: '',
  role: '',
  subject: 'general',
  message: 'Hello',
}
