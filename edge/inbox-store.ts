// The inbox's side of the D1 database (migrations/0004_lead_inbox.sql): the leads as the owner reads them,
// their statuses and notes, each change recorded with who made it, and a person's data deleted on request.
import type { FormKind } from '../src/domain/forms/delivery-body'
import type { RequestFields } from '../src/domain/forms/request-delivery'
import type { InboxQuery } from '../src/domain/inbox/inbox-query'
import type { InboxLead, InboxLeadDetail, InboxList } from '../src/domain/inbox/inbox-lead'
import type { LeadStatus } from '../src/domain/inbox/lead-status'

interface LeadRow {
  id: string
  kind: FormKind
  created_at: string
  received_at: number
  status: LeadStatus
  fields: string
}

const LEAD_COLUMNS = 'id, kind, created_at, received_at, status, fields'
/** Where the inbox searches: the name, the e-mail address and the organisation, whichever form it came from. */
const SEARCHED = ["'$.name'", "'$.email'", "'$.company'", "'$.orgName'", "'$.role'"]

const iso = (ms: number) => new Date(ms).toISOString()

function lead(row: LeadRow): InboxLead {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    receivedAt: iso(row.received_at),
    status: row.status,
    fields: JSON.parse(row.fields) as RequestFields,
  }
}

/** The WHERE clause and its values for a query. */
function matching({ status, kind, q }: InboxQuery): { where: string; values: (string | number)[] } {
  const clauses = ['1 = 1']
  const values: (string | number)[] = []
  if (status) {
    clauses.push('status = ?')
    values.push(status)
  }
  if (kind) {
    clauses.push('kind = ?')
    values.push(kind)
  }
  if (q) {
    // instr, not LIKE: a visitor's % or _ is a character like any other.
    const found = SEARCHED.map((path) => `instr(lower(coalesce(json_extract(fields, ${path}), '')), ?) > 0`)
    clauses.push(`(${found.join(' OR ')})`)
    values.push(...SEARCHED.map(() => q.toLowerCase()))
  }
  return { where: clauses.join(' AND '), values }
}

export function inboxStore(db: D1Database) {
  return {
    /** The newest `most` leads matching the query, and how many match in all. */
    async list(query: InboxQuery, most: number): Promise<InboxList> {
      const { where, values } = matching(query)
      const [rows, count] = await db.batch([
        db
          .prepare(
            `SELECT ${LEAD_COLUMNS} FROM form_submissions WHERE ${where} ORDER BY received_at DESC, id LIMIT ?`,
          )
          .bind(...values, most),
        db.prepare(`SELECT count(*) AS total FROM form_submissions WHERE ${where}`).bind(...values),
      ])
      const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0
      return { leads: (rows?.results as LeadRow[]).map(lead), total }
    },

    async find(id: string): Promise<InboxLeadDetail | null> {
      const [found, notes, history] = await db.batch([
        db.prepare(`SELECT ${LEAD_COLUMNS} FROM form_submissions WHERE id = ?`).bind(id),
        db
          .prepare(
            'SELECT id, body, author, created_at FROM lead_notes WHERE submission_id = ? ORDER BY created_at, id',
          )
          .bind(id),
        db
          .prepare(
            'SELECT change, detail, author, at FROM lead_history WHERE submission_id = ? ORDER BY at, id',
          )
          .bind(id),
      ])
      const row = found?.results[0] as LeadRow | undefined
      if (!row) return null
      return {
        ...lead(row),
        notes: (notes?.results as { id: number; body: string; author: string; created_at: number }[]).map(
          (note) => ({
            id: note.id,
            body: note.body,
            author: note.author,
            at: iso(note.created_at),
          }),
        ),
        history: (
          history?.results as { change: 'status' | 'note'; detail: string; author: string; at: number }[]
        ).map((change) => ({ ...change, at: iso(change.at) })),
      }
    },

    /** Sets a lead's status and records who did; false when there is no such lead. */
    async setStatus(id: string, status: LeadStatus, author: string, at: number): Promise<boolean> {
      const [updated] = await db.batch([
        db.prepare('UPDATE form_submissions SET status = ? WHERE id = ?').bind(status, id),
        db
          .prepare(
            `INSERT INTO lead_history (submission_id, change, detail, author, at)
             SELECT id, 'status', ?, ?, ? FROM form_submissions WHERE id = ?`,
          )
          .bind(status, author, at, id),
      ])
      return (updated?.meta.changes ?? 0) === 1
    },

    /** Adds a private note and records it; false when there is no such lead. */
    async addNote(id: string, body: string, author: string, at: number): Promise<boolean> {
      const [added] = await db.batch([
        db
          .prepare(
            `INSERT INTO lead_notes (submission_id, body, author, created_at)
             SELECT id, ?, ?, ? FROM form_submissions WHERE id = ?`,
          )
          .bind(body, author, at, id),
        db
          .prepare(
            `INSERT INTO lead_history (submission_id, change, detail, author, at)
             SELECT id, 'note', '', ?, ? FROM form_submissions WHERE id = ?`,
          )
          .bind(author, at, id),
      ])
      return (added?.meta.changes ?? 0) === 1
    },

    /**
     * Deletes this lead and every other submission from the same e-mail address (compared without case), with
     * their notes and history: what a person asks for when they ask for their data to be deleted. The count
     * of submissions deleted; 0 when there is no such lead.
     */
    async deletePerson(id: string): Promise<number> {
      const people = `SELECT s.id FROM form_submissions s, form_submissions lead
        WHERE lead.id = ?1
          AND (s.id = lead.id OR (
            coalesce(json_extract(lead.fields, '$.email'), '') <> ''
            AND lower(trim(json_extract(s.fields, '$.email'))) = lower(trim(json_extract(lead.fields, '$.email')))))`
      const [, , deleted] = await db.batch([
        db.prepare(`DELETE FROM lead_notes WHERE submission_id IN (${people})`).bind(id),
        db.prepare(`DELETE FROM lead_history WHERE submission_id IN (${people})`).bind(id),
        db.prepare(`DELETE FROM form_submissions WHERE id IN (${people})`).bind(id),
      ])
      return deleted?.meta.changes ?? 0
    },

    /** Deletes the leads received before `before` (ms since the epoch), with their notes and history. */
    async deleteReceivedBefore(before: number): Promise<number> {
      const old = 'SELECT id FROM form_submissions WHERE received_at < ?'
      const [, , deleted] = await db.batch([
        db.prepare(`DELETE FROM lead_notes WHERE submission_id IN (${old})`).bind(before),
        db.prepare(`DELETE FROM lead_history WHERE submission_id IN (${old})`).bind(before),
        db.prepare('DELETE FROM form_submissions WHERE received_at < ?').bind(before),
      ])
      return deleted?.meta.changes ?? 0
    },
  }
}

export type InboxStore = ReturnType<typeof inboxStore>
