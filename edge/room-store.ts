/**
 * A room's storage: the SQLite database of its Durable Object, and nothing else. It holds the room's name and
 * public key, the SHA-256 of the facilitator key, the attendees' random ids and the public keys their phones
 * joined with, the envelopes as sent (ciphertext only), the room's summary while it is revealed (sealed by the
 * facilitator: ciphertext and one wrapped key per phone), the ids of cards the facilitator removed (with the
 * phone that sent each), the phones it removed and, for a minute each, when each member or the room took a
 * request that counts against a limit. The tables exist only once a room was created, so asking for a code no
 * room has writes nothing.
 */
import {
  ROOM_LIMITS,
  type PublishedSummary,
  type ReceivedEnvelope,
  type RoomMemberKey,
  type RoomCounts,
  type RoomEnvelope,
  type RoomState,
  type ServedSummary,
} from '../src/domain/room/room-protocol'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS room (
  singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  public_key TEXT NOT NULL,
  key_hash TEXT NOT NULL,
  state TEXT NOT NULL,
  revealed INTEGER NOT NULL,
  refused INTEGER NOT NULL,
  last_used INTEGER NOT NULL,
  created_at INTEGER NOT NULL DEFAULT 0,
  capacity INTEGER NOT NULL DEFAULT ${ROOM_LIMITS.capacity.most}
);
CREATE TABLE IF NOT EXISTS attendees (
  id TEXT PRIMARY KEY,
  started INTEGER NOT NULL,
  last_seen INTEGER NOT NULL DEFAULT 0,
  member_key TEXT
);
CREATE TABLE IF NOT EXISTS results (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  attendee_id TEXT,
  source TEXT NOT NULL,
  ephemeral_key TEXT NOT NULL,
  iv TEXT NOT NULL,
  ciphertext TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS removed (id TEXT PRIMARY KEY, attendee_id TEXT);
CREATE TABLE IF NOT EXISTS revoked (id TEXT PRIMARY KEY);
CREATE TABLE IF NOT EXISTS summary (
  singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
  ephemeral_key TEXT NOT NULL,
  iv TEXT NOT NULL,
  ciphertext TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS summary_keys (member_id TEXT PRIMARY KEY, iv TEXT NOT NULL, key TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS hits (kind TEXT NOT NULL, client TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS hits_by_kind ON hits (kind, client, at);
`

/** Brings a room made by an earlier version up to this schema; each step is a no-op once done. */
function migrate(sql: SqlStorage): void {
  const columns = (table: string) =>
    sql
      .exec<{ name: string }>(`PRAGMA table_info(${table})`)
      .toArray()
      .map((column) => column.name)
  if (!columns('room').includes('created_at')) {
    sql.exec('ALTER TABLE room ADD COLUMN created_at INTEGER NOT NULL DEFAULT 0')
    sql.exec('UPDATE room SET created_at = last_used')
  }
  if (!columns('attendees').includes('last_seen')) {
    sql.exec('ALTER TABLE attendees ADD COLUMN last_seen INTEGER NOT NULL DEFAULT 0')
  }
  if (!columns('attendees').includes('member_key')) {
    sql.exec('ALTER TABLE attendees ADD COLUMN member_key TEXT')
  }
  // A room from before capacities took as many people as it kept cards.
  if (!columns('room').includes('capacity')) {
    sql.exec(`ALTER TABLE room ADD COLUMN capacity INTEGER NOT NULL DEFAULT ${ROOM_LIMITS.capacity.most}`)
  }
  if (!columns('removed').includes('attendee_id')) {
    sql.exec('ALTER TABLE removed ADD COLUMN attendee_id TEXT')
  }
  sql.exec(SCHEMA)
}

export interface RoomRecord {
  code: string
  name: string
  publicKey: string
  keyHash: string
  state: RoomState
  revealed: boolean
  refused: number
  lastUsed: number
  createdAt: number
  capacity: number
}

interface RoomRow extends Record<string, SqlStorageValue> {
  code: string
  name: string
  public_key: string
  key_hash: string
  state: string
  revealed: number
  refused: number
  last_used: number
  created_at: number
  capacity: number
}

interface ResultRow extends Record<string, SqlStorageValue> {
  seq: number
  id: string
  attendee_id: string | null
  source: string
  ephemeral_key: string
  iv: string
  ciphertext: string
  received_at: number
}

/** What a room counts in its minute: a member's requests, and wrong keys or tablet passes. */
export type HitKind = 'member' | 'wrong-secret'

function envelopeOf(row: ResultRow): ReceivedEnvelope {
  const envelope: ReceivedEnvelope = {
    id: row.id,
    source: row.source === 'tablet' ? 'tablet' : 'phone',
    ephemeralKey: row.ephemeral_key,
    iv: row.iv,
    ciphertext: row.ciphertext,
    receivedAt: new Date(row.received_at).toISOString(),
  }
  if (row.attendee_id !== null) envelope.attendeeId = row.attendee_id
  return envelope
}

/** The room's queries over its object's SQLite database. */
export function roomStore(sql: SqlStorage) {
  const count = (query: string, ...bindings: SqlStorageValue[]) =>
    sql.exec<{ n: number }>(query, ...bindings).one().n

  let migrated = false

  /** Everyone in the room: the phones that joined, and each card a linked tablet sent. */
  const joined = (): number =>
    count('SELECT COUNT(*) AS n FROM attendees') +
    count("SELECT COUNT(*) AS n FROM results WHERE source = 'tablet'")

  /** Stops serving the summary: hidden, ended, or about to be replaced. */
  const clearSummary = (): void => {
    sql.exec('DELETE FROM summary')
    sql.exec('DELETE FROM summary_keys')
  }

  return {
    /** The room, or null when none was created here (or it was deleted). */
    room(): RoomRecord | null {
      const exists = sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'room'").toArray()
      if (exists.length === 0) return null
      if (!migrated) migrate(sql)
      migrated = true
      const [row] = sql.exec<RoomRow>('SELECT * FROM room').toArray()
      if (!row) return null
      return {
        code: row.code,
        name: row.name,
        publicKey: row.public_key,
        keyHash: row.key_hash,
        state: row.state === 'locked' || row.state === 'ended' ? row.state : 'open',
        revealed: row.revealed === 1,
        refused: row.refused,
        lastUsed: row.last_used,
        createdAt: row.created_at,
        capacity: row.capacity,
      }
    },

    create(room: Omit<RoomRecord, 'state' | 'revealed' | 'refused' | 'lastUsed'>): void {
      sql.exec(SCHEMA)
      migrated = true
      sql.exec(
        "INSERT INTO room VALUES (1, ?, ?, ?, ?, 'open', 0, 0, ?, ?, ?)",
        room.code,
        room.name,
        room.publicKey,
        room.keyHash,
        room.createdAt,
        room.createdAt,
        room.capacity,
      )
    },

    setCapacity(capacity: number): void {
      sql.exec('UPDATE room SET capacity = ?', capacity)
    },

    /**
     * How far the room has got. Everyone who took MojoMe on a linked tablet counts as joined; an attendee
     * silent for 15 minutes, or any once the room has ended, no longer counts as mid-way.
     */
    counts(room: Pick<RoomRecord, 'refused' | 'state'>, now: number): RoomCounts {
      const midway =
        room.state === 'ended'
          ? 0
          : count(
              'SELECT COUNT(*) AS n FROM attendees WHERE started = 1 AND last_seen > ? AND id NOT IN (SELECT attendee_id FROM results WHERE attendee_id IS NOT NULL)',
              now - ROOM_LIMITS.midwayIdleMs,
            )
      return {
        joined: joined(),
        started: count('SELECT COUNT(*) AS n FROM attendees WHERE started = 1'),
        midway,
        finished: count('SELECT COUNT(*) AS n FROM results'),
        refused: room.refused,
        removed: count('SELECT COUNT(*) AS n FROM removed'),
      }
    },

    joined,

    touch(now: number): void {
      sql.exec('UPDATE room SET last_used = ?', now)
    },

    setState(state: RoomState): void {
      sql.exec('UPDATE room SET state = ?', state)
    },

    setRevealed(revealed: boolean): void {
      sql.exec('UPDATE room SET revealed = ?', revealed ? 1 : 0)
    },

    addRefused(): void {
      sql.exec('UPDATE room SET refused = refused + 1')
    },

    hasAttendee(id: string): boolean {
      return count('SELECT COUNT(*) AS n FROM attendees WHERE id = ?', id) > 0
    },

    /** Records a join at `now`; true if the attendee is new. */
    join(id: string, now: number): boolean {
      return (
        sql.exec('INSERT OR IGNORE INTO attendees (id, started, last_seen) VALUES (?, 0, ?)', id, now)
          .rowsWritten > 0
      )
    },

    /** Marks the attendee as started and heard from at `now` (joining them if need be). */
    start(id: string, now: number): void {
      sql.exec(
        'INSERT INTO attendees (id, started, last_seen) VALUES (?, 1, ?) ON CONFLICT (id) DO UPDATE SET started = 1, last_seen = excluded.last_seen',
        id,
        now,
      )
    },

    /** Keeps the public key a joined phone sent; a later join of the same id replaces it. */
    setMemberKey(id: string, key: string): void {
      sql.exec('UPDATE attendees SET member_key = ? WHERE id = ?', key, id)
    },

    /** The phones with a card in the room and a key to seal the summary to. */
    memberKeys(): RoomMemberKey[] {
      return sql
        .exec<{ id: string; member_key: string }>(
          'SELECT id, member_key FROM attendees WHERE member_key IS NOT NULL AND id IN (SELECT attendee_id FROM results)',
        )
        .toArray()
        .map((row) => ({ memberId: row.id, memberKey: row.member_key }))
    },

    /** Replaces the published summary and its wrapped keys. */
    publishSummary(summary: PublishedSummary): void {
      clearSummary()
      sql.exec(
        'INSERT INTO summary VALUES (1, ?, ?, ?)',
        summary.ephemeralKey,
        summary.iv,
        summary.ciphertext,
      )
      for (const key of summary.keys)
        sql.exec('INSERT INTO summary_keys VALUES (?, ?, ?)', key.memberId, key.iv, key.key)
    },

    /** The summary as this phone is served it, or null when none is published for it. */
    summaryFor(memberId: string): ServedSummary | null {
      const [row] = sql
        .exec<{ ephemeral_key: string; iv: string; ciphertext: string; key_iv: string; key: string }>(
          'SELECT s.ephemeral_key, s.iv, s.ciphertext, k.iv AS key_iv, k.key FROM summary s JOIN summary_keys k ON k.member_id = ?',
          memberId,
        )
        .toArray()
      if (!row) return null
      return {
        ephemeralKey: row.ephemeral_key,
        iv: row.iv,
        ciphertext: row.ciphertext,
        key: { iv: row.key_iv, key: row.key },
      }
    },

    clearSummary,

    /** Cards this attendee's phone added: those kept, and those the facilitator removed. */
    cardsOf(attendeeId: string): number {
      return (
        count('SELECT COUNT(*) AS n FROM results WHERE attendee_id = ?', attendeeId) +
        count('SELECT COUNT(*) AS n FROM removed WHERE attendee_id = ?', attendeeId)
      )
    },

    /** The attendee whose phone sent this card, if a phone did. */
    senderOf(id: string): string | null {
      const [row] = sql
        .exec<{ attendee_id: string | null }>('SELECT attendee_id FROM results WHERE id = ?', id)
        .toArray()
      return row?.attendee_id ?? null
    },

    isRevoked(attendeeId: string): boolean {
      return count('SELECT COUNT(*) AS n FROM revoked WHERE id = ?', attendeeId) > 0
    },

    /**
     * Takes a phone out of the room for good: its token no longer works, it cannot join again, and it no
     * longer counts as joined. Returns the ids of its cards, which leave the room as removed ones.
     */
    revoke(attendeeId: string): string[] {
      const ids = sql
        .exec<{ id: string }>('SELECT id FROM results WHERE attendee_id = ?', attendeeId)
        .toArray()
        .map((row) => row.id)
      sql.exec(
        'INSERT OR IGNORE INTO removed SELECT id, attendee_id FROM results WHERE attendee_id = ?',
        attendeeId,
      )
      sql.exec('DELETE FROM results WHERE attendee_id = ?', attendeeId)
      sql.exec('DELETE FROM attendees WHERE id = ?', attendeeId)
      sql.exec('INSERT OR IGNORE INTO revoked VALUES (?)', attendeeId)
      return ids
    },

    wasRemoved(id: string): boolean {
      return count('SELECT COUNT(*) AS n FROM removed WHERE id = ?', id) > 0
    },

    /** Takes a card out of the room for good; true if it was there. A later copy of it is not kept again. */
    remove(id: string): boolean {
      if (count('SELECT COUNT(*) AS n FROM results WHERE id = ?', id) === 0) return false
      sql.exec('INSERT OR IGNORE INTO removed SELECT id, attendee_id FROM results WHERE id = ?', id)
      sql.exec('DELETE FROM results WHERE id = ?', id)
      return true
    },

    removedIds(): string[] {
      return sql
        .exec<{ id: string }>('SELECT id FROM removed')
        .toArray()
        .map((row) => row.id)
    },

    hasResult(id: string): boolean {
      return count('SELECT COUNT(*) AS n FROM results WHERE id = ?', id) > 0
    },

    resultCount(): number {
      return count('SELECT COUNT(*) AS n FROM results')
    },

    addResult(envelope: RoomEnvelope, now: number): ReceivedEnvelope {
      const row = sql
        .exec<ResultRow>(
          'INSERT INTO results (id, attendee_id, source, ephemeral_key, iv, ciphertext, received_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *',
          envelope.id,
          envelope.attendeeId ?? null,
          envelope.source,
          envelope.ephemeralKey,
          envelope.iv,
          envelope.ciphertext,
          now,
        )
        .one()
      return envelopeOf(row)
    },

    /** The results after `cursor` (a result's sequence number), oldest first, and the cursor for next time. */
    resultsAfter(cursor: number): { results: ReceivedEnvelope[]; cursor: number } {
      const rows = sql.exec<ResultRow>('SELECT * FROM results WHERE seq > ? ORDER BY seq', cursor).toArray()
      return { results: rows.map(envelopeOf), cursor: rows.at(-1)?.seq ?? cursor }
    },

    /** When this kind of request from `client` was made within the window, oldest first; older ones go. */
    hitsSince(kind: HitKind, client: string, since: number): number[] {
      sql.exec('DELETE FROM hits WHERE at <= ?', since)
      return sql
        .exec<{ at: number }>('SELECT at FROM hits WHERE kind = ? AND client = ? ORDER BY at', kind, client)
        .toArray()
        .map((row) => row.at)
    },

    addHit(kind: HitKind, client: string, at: number): void {
      sql.exec('INSERT INTO hits VALUES (?, ?, ?)', kind, client, at)
    },
  }
}

export type RoomStore = ReturnType<typeof roomStore>
