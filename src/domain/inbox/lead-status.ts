/** Where a lead stands for the consultancy: every lead comes in new; the owner moves it on. */
export const LEAD_STATUSES = ['new', 'replied', 'won', 'lost', 'archived'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value)
}
