// Where /api/forms keeps what it accepts: the form_submissions table of the D1 database bound as FORMS_DB
// (migrations/0001_form_submissions.sql). One row per Idempotency-Key, however often the outbox sends it.
import type { DeliveryBody } from '../src/domain/forms/delivery-body'

export interface FormsStore {
  /** The submission kept with this id, if any. */
  find(id: string): Promise<DeliveryBody | null>
  /** Blanks the sender keys of submissions received before a moment: they are needed only for the window. */
  forgetClientsBefore(before: number): Promise<void>
  /**
   * Keeps a submission, its notice to the consultancy due at once (edge/lead-notices.ts), unless its sender
   * has made `limit.most` since `limit.since` (ms since the epoch), or its IPv6 /48 `limit.mostPerNetwork`:
   * one statement, so requests in parallel never pass the limit together.
   * False when it was not kept: one with its id was already there (a concurrent repeat), or the sender is at
   * its limit.
   */
  add(
    submission: DeliveryBody,
    sender: Sender,
    receivedAt: number,
    limit: { since: number; most: number; mostPerNetwork: number },
  ): Promise<boolean>
}

/** Who sent a submission, as the rate limit counts: its address's key, and its /48's ('' for IPv4). */
export interface Sender {
  client: string
  network: string
}

export function formsStore(db: D1Database): FormsStore {
  return {
    async find(id) {
      const row = await db
        .prepare('SELECT kind, created_at, fields FROM form_submissions WHERE id = ?')
        .bind(id)
        .first<{ kind: DeliveryBody['kind']; created_at: string; fields: string }>()
      if (!row) return null
      return {
        id,
        kind: row.kind,
        createdAt: row.created_at,
        fields: JSON.parse(row.fields) as DeliveryBody['fields'],
      }
    },
    async forgetClientsBefore(before) {
      await db
        .prepare(
          "UPDATE form_submissions SET client_key = '', network_key = '' WHERE received_at <= ? AND (client_key <> '' OR network_key <> '')",
        )
        .bind(before)
        .run()
    },
    async add({ id, kind, createdAt, fields }, { client, network }, receivedAt, limit) {
      const result = await db
        .prepare(
          `INSERT INTO form_submissions
             (id, kind, created_at, received_at, fields, client_key, network_key, notice_state, notice_due_at)
           SELECT ?, ?, ?, ?, ?, ?, ?, 'pending', ?
           WHERE (SELECT count(*) FROM form_submissions WHERE client_key = ? AND received_at > ?) < ?
             AND (? = '' OR (SELECT count(*) FROM form_submissions WHERE network_key = ? AND received_at > ?) < ?)
           ON CONFLICT (id) DO NOTHING`,
        )
        .bind(
          id,
          kind,
          createdAt,
          receivedAt,
          JSON.stringify(fields),
          client,
          network,
          receivedAt,
          client,
          limit.since,
          limit.most,
          network,
          network,
          limit.since,
          limit.mostPerNetwork,
        )
        .run()
      return result.meta.changes === 1
    },
  }
}

/** Whether two submissions say the same thing: the same form, moment and answers, in any key order. */
export function isSameSubmission(a: DeliveryBody, b: DeliveryBody): boolean {
  const answers = (fields: DeliveryBody['fields']) =>
    JSON.stringify(Object.entries(fields).sort(([x], [y]) => x.localeCompare(y)))
  return a.kind === b.kind && a.createdAt === b.createdAt && answers(a.fields) === answers(b.fields)
}
