/**
 * Leads are kept for `site.leadRetentionMonths` (24 unless changed), then deleted with the owner's notes and
 * history on them, by a daily Cron Trigger (wrangler.jsonc), as the privacy policy says.
 */
import { site } from '../src/content/site'
import { retentionCutoff } from '../src/domain/inbox/lead-retention'
import { inboxStore } from './inbox-store'

/** The daily Cron Trigger's schedule, as wrangler.jsonc writes it: 03:00 UTC. */
export const RETENTION_CRON = '0 3 * * *'

/** Deletes what was received more than the kept months before `now`; the count deleted. */
export async function deleteExpiredLeads(env: { FORMS_DB: D1Database }, now: number): Promise<number> {
  const deleted = await inboxStore(env.FORMS_DB).deleteReceivedBefore(
    retentionCutoff(now, site.leadRetentionMonths),
  )
  if (deleted > 0) console.log(`Deleted ${deleted} leads older than ${site.leadRetentionMonths} months`)
  return deleted
}
