/**
 * Keeps room codes from being guessed: one Durable Object per sender (a salted address hash, or an IPv6 /48's)
 * counts the requests that named a code no room has, in a minute and in an hour. Hits are never counted, and a
 * code the sender has found (a room answered it) always passes for a day, so a venue behind one address keeps
 * its room whatever typos its crowd makes. Past the limit every other code waits, hits too, so a guess that
 * lands looks no different from one that does not. A miss is reserved before the room is asked and given back
 * when the room answers, so requests sent in parallel never pass the limit together.
 * Its storage exists only while a sender has missed or found a code recently; the alarm empties it after.
 */
import { DurableObject } from 'cloudflare:workers'
import { retryAfterSeconds } from './sliding-window'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
/** How long a code the sender found passes whatever their misses: a day's event and its stragglers. */
const FOUND_FOR_MS = 24 * HOUR_MS

/** Misses one sender may make in a minute and in an hour. */
export interface MissLimits {
  perMinute: number
  perHour: number
}

/** Through, with the miss it holds until the room answers (none for a code found before); or a wait. */
export type Admission = { through: true; reserved: number | null } | { through: false; waitSeconds: number }

/** Called by the Worker over Durable Object RPC. */
export class AddressGuard extends DurableObject {
  private readonly sql = this.ctx.storage.sql

  /** Lets a request naming `code` through, holding a miss for it, or says how long the sender must wait. */
  async admit(code: string, limits: MissLimits): Promise<Admission> {
    const now = Date.now()
    this.prepare()
    if (this.hasFound(code, now)) return { through: true, reserved: null }
    const times = this.missTimes(now)
    const waitSeconds = Math.max(
      retryAfterSeconds(times, now, limits.perMinute, MINUTE_MS) ?? 0,
      retryAfterSeconds(times, now, limits.perHour, HOUR_MS) ?? 0,
    )
    if (waitSeconds > 0) return { through: false, waitSeconds }
    const reserved = this.sql
      .exec<{ id: number }>('INSERT INTO misses (at) VALUES (?) RETURNING id', now)
      .one()
    await this.keepUntilExpiry()
    return { through: true, reserved: reserved.id }
  }

  /** The room answered `code`: the miss held for it is given back, and the code passes from now on. */
  async found(code: string, reserved: number | null): Promise<void> {
    this.prepare()
    if (reserved !== null) this.sql.exec('DELETE FROM misses WHERE id = ?', reserved)
    this.sql.exec('INSERT OR REPLACE INTO found (code, until) VALUES (?, ?)', code, Date.now() + FOUND_FOR_MS)
    await this.keepUntilExpiry()
  }

  private prepare(): void {
    this.sql.exec('CREATE TABLE IF NOT EXISTS misses (id INTEGER PRIMARY KEY, at INTEGER NOT NULL)')
    this.sql.exec('CREATE TABLE IF NOT EXISTS found (code TEXT PRIMARY KEY, until INTEGER NOT NULL)')
  }

  private hasFound(code: string, now: number): boolean {
    return this.sql.exec('SELECT 1 FROM found WHERE code = ? AND until > ?', code, now).toArray().length > 0
  }

  private missTimes(now: number): number[] {
    this.sql.exec('DELETE FROM misses WHERE at <= ?', now - HOUR_MS)
    return this.sql
      .exec<{ at: number }>('SELECT at FROM misses ORDER BY at')
      .toArray()
      .map((row) => row.at)
  }

  /** Rings the alarm when the first of what is kept expires. */
  private async keepUntilExpiry(): Promise<void> {
    const { next } = this.sql
      .exec<{ next: number | null }>(
        'SELECT MIN(expiry) AS next FROM (SELECT at + ? AS expiry FROM misses UNION ALL SELECT until FROM found)',
        HOUR_MS,
      )
      .one()
    if (next === null) return this.ctx.storage.deleteAll()
    // Only when it moves: the first miss kept sets it, and later ones expire after it.
    if ((await this.ctx.storage.getAlarm()) !== next) await this.ctx.storage.setAlarm(next)
  }

  override async alarm(): Promise<void> {
    const now = Date.now()
    this.prepare()
    this.sql.exec('DELETE FROM misses WHERE at <= ?', now - HOUR_MS)
    this.sql.exec('DELETE FROM found WHERE until <= ?', now)
    await this.keepUntilExpiry()
  }
}

export interface GuardEnv {
  ADDRESS_GUARDS: DurableObjectNamespace<AddressGuard>
}

function guardOf(env: GuardEnv, key: string): DurableObjectStub<AddressGuard> {
  return env.ADDRESS_GUARDS.get(env.ADDRESS_GUARDS.idFromName(key))
}

/** A sender's keys with the limits each is held to: its address (or /64), then its /48. */
export type GuardedKeys = readonly { key: string; limits: MissLimits }[]

/** The guards' leave for one request naming a code: given back to them if the room answers it. */
export interface GuardPass {
  found: () => Promise<void>
}

/**
 * Lets a request naming `code` through every guard of the sender, or says how long to wait. A code the
 * sender's own address found passes however the rest of its network has guessed.
 */
export async function passGuards(
  env: GuardEnv,
  keys: GuardedKeys,
  code: string,
): Promise<GuardPass | { waitSeconds: number }> {
  const checks = await Promise.all(
    keys.map(async ({ key, limits }) => {
      const guard = guardOf(env, key)
      return { guard, admission: await guard.admit(code, limits) }
    }),
  )
  // A guard that knew the code already holds nothing for it: a venue's every request is then one read there.
  const found = async () => {
    await Promise.all(
      checks.map(({ guard, admission }) =>
        admission.through && admission.reserved !== null ? guard.found(code, admission.reserved) : undefined,
      ),
    )
  }
  const [own] = checks
  const known = own?.admission.through === true && own.admission.reserved === null
  const longest = Math.max(
    0,
    ...checks.map(({ admission }) => (admission.through ? 0 : admission.waitSeconds)),
  )
  return known || longest === 0 ? { found } : { waitSeconds: longest }
}

/** Marks `code` as found by the sender: a room they opened themselves. */
export async function findCode(env: GuardEnv, keys: GuardedKeys, code: string): Promise<void> {
  await Promise.all(keys.map(({ key }) => guardOf(env, key).found(code, null)))
}
