// The notices' side of the form_submissions table (migrations/0003_lead_notices.sql): which are due, and
// each send claimed, done or put off, one statement at a time so two runs never send one notice both.
import type { DeliveryBody } from '../src/domain/forms/delivery-body'

export interface DueNotice {
  submission: DeliveryBody
  /** Sends tried and failed so far. */
  attempts: number
}

interface DueRow {
  id: string
  kind: DeliveryBody['kind']
  created_at: string
  fields: string
  notice_attempts: number
}

export function leadNoticeStore(db: D1Database) {
  return {
    /** Up to `most` notices due at `now` and held by no send, oldest first; `only` limits it to one. */
    async due(now: number, most: number, only?: string): Promise<DueNotice[]> {
      const { results } = await db
        .prepare(
          `SELECT id, kind, created_at, fields, notice_attempts FROM form_submissions
           WHERE notice_state = 'pending' AND notice_due_at <= ?1 AND notice_claimed_until <= ?1
             AND (?2 IS NULL OR id = ?2)
           ORDER BY received_at LIMIT ?3`,
        )
        .bind(now, only ?? null, most)
        .all<DueRow>()
      return results.map((row) => ({
        submission: {
          id: row.id,
          kind: row.kind,
          createdAt: row.created_at,
          fields: JSON.parse(row.fields) as DeliveryBody['fields'],
        },
        attempts: row.notice_attempts,
      }))
    },

    /** Holds a due notice for this send until `until`; false when another send holds it or it went. */
    async claim(id: string, now: number, until: number): Promise<boolean> {
      const result = await db
        .prepare(
          `UPDATE form_submissions SET notice_claimed_until = ?
           WHERE id = ? AND notice_state = 'pending' AND notice_claimed_until <= ?`,
        )
        .bind(until, id, now)
        .run()
      return result.meta.changes === 1
    },

    async sent(id: string): Promise<void> {
      await db
        .prepare("UPDATE form_submissions SET notice_state = 'sent', notice_claimed_until = 0 WHERE id = ?")
        .bind(id)
        .run()
    },

    /** The send failed: the notice waits until `retryAt`, and counts one more attempt. */
    async putOff(id: string, retryAt: number): Promise<void> {
      await db
        .prepare(
          `UPDATE form_submissions
           SET notice_attempts = notice_attempts + 1, notice_due_at = ?, notice_claimed_until = 0 WHERE id = ?`,
        )
        .bind(retryAt, id)
        .run()
    },
  }
}
