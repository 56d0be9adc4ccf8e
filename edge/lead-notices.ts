/**
 * Tells the consultancy of each new lead by e-mail, through Cloudflare's `send_email` binding. The notices
 * wait in the submissions table itself (edge/lead-notice-store.ts), so one is never lost: the request that
 * kept a submission sends its notice once it has answered, and the Cron Trigger sends any still due, every
 * minute, a failed one again after a growing wait. A D1 outbox rather than a Queue: the submission and its
 * notice are kept in one statement, so there is no moment where one exists without the other, and there is
 * no second product to set up. A send that fails never touches the visitor's answer, which has gone already.
 * The one double fault left, a send that went and a "sent" mark that then failed, sends it again once its claim
 * runs out: marking first would lose the notice when the send then failed, and a lead must never be lost.
 */
import { leadNoticeCopy } from '../src/content/lead-notices'
import { leadNotice } from '../src/domain/forms/lead-notice'
import { leadNoticeStore } from './lead-notice-store'

export interface LeadNoticeEnv {
  FORMS_DB: D1Database
  /** The e-mail binding (wrangler.jsonc); without it, notices wait until it is set up. */
  LEAD_EMAIL?: SendEmail
}

/** How long a send holds its notice: longer than any send takes, so a second run leaves it alone. */
const CLAIM_MS = 60_000
/** The wait before a failed notice is tried again: a minute, doubling each time, at most an hour. */
const RETRY = { firstMs: 60_000, mostMs: 60 * 60_000 }
/** Notices one run sends at most: the next minute's run takes the rest. */
const RUN_MOST = 25

/** When a notice that has failed `attempts` times is tried again. */
export function retryAt(attempts: number, now: number): number {
  return now + Math.min(RETRY.mostMs, RETRY.firstMs * 2 ** Math.max(0, attempts - 1))
}

/** Sends the notices due at `now` (only `only`'s, when given): each once, a failed one put off. */
export async function sendDueNotices(env: LeadNoticeEnv, now: number, only?: string): Promise<void> {
  const email = env.LEAD_EMAIL
  if (!email) return
  const store = leadNoticeStore(env.FORMS_DB)
  for (const { submission, attempts } of await store.due(now, RUN_MOST, only)) {
    if (!(await store.claim(submission.id, now, now + CLAIM_MS))) continue
    const notice = leadNotice(submission, leadNoticeCopy)
    try {
      if (notice)
        await email.send({
          from: leadNoticeCopy.from,
          to: leadNoticeCopy.to,
          subject: notice.subject,
          text: notice.text,
          ...(notice.replyTo ? { replyTo: notice.replyTo } : {}),
        })
    } catch (error) {
      console.error(`Lead notice ${submission.id} failed (attempt ${attempts + 1}); it is tried again`, error)
      await store.putOff(submission.id, retryAt(attempts + 1, now))
      continue
    }
    await store.sent(submission.id)
  }
}
