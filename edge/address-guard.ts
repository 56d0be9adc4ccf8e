/**
 * Keeps room codes from being guessed: one Durable Object per sender (a salted address hash, or an IPv6 /48's)
 * counts the requests that named a code no room has. Hits are never counted, so a whole venue behind one
 * address opens its room freely; once a sender has missed too often in a minute, every request of theirs
 * naming a code waits, hits too, so a guess that lands looks no different from one that does not.
 * Its storage exists only while a sender has missed recently, and the alarm empties it a minute after.
 */
import { DurableObject } from 'cloudflare:workers'
import { retryAfterSeconds } from './sliding-window'

const MINUTE_MS = 60_000

/** Called by the Worker over Durable Object RPC. */
export class AddressGuard extends DurableObject {
  private readonly sql = this.ctx.storage.sql

  /** Seconds the sender must wait before naming a code again under `limit` misses a minute, or null. */
  check(limit: number): number | null {
    return this.wait(Date.now(), limit)
  }

  /** Counts a miss, then answers as `check` does. */
  async miss(limit: number): Promise<number | null> {
    const now = Date.now()
    await this.addMiss(now)
    return this.wait(now, limit)
  }

  private misses(now: number): number[] {
    const exists = this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'misses'")
    if (exists.toArray().length === 0) return []
    this.sql.exec('DELETE FROM misses WHERE at <= ?', now - MINUTE_MS)
    return this.sql
      .exec<{ at: number }>('SELECT at FROM misses ORDER BY at')
      .toArray()
      .map((row) => row.at)
  }

  private wait(now: number, limit: number): number | null {
    return retryAfterSeconds(this.misses(now), now, limit, MINUTE_MS)
  }

  private async addMiss(now: number): Promise<void> {
    this.sql.exec('CREATE TABLE IF NOT EXISTS misses (at INTEGER NOT NULL)')
    this.sql.exec('INSERT INTO misses VALUES (?)', now)
    await this.ctx.storage.setAlarm(now + MINUTE_MS)
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll()
  }
}

export interface GuardEnv {
  ADDRESS_GUARDS: DurableObjectNamespace<AddressGuard>
}

function ask(env: GuardEnv, key: string, limit: number, miss: boolean): Promise<number | null> {
  const guard = env.ADDRESS_GUARDS.get(env.ADDRESS_GUARDS.idFromName(key))
  return miss ? guard.miss(limit) : guard.check(limit)
}

/** A sender's keys with the limit each is held to: its address (or /64), then its /48. */
export type GuardedKeys = readonly { key: string; limit: number }[]

/** Seconds the sender must wait before naming a code again, or null when they may now. */
export async function guardWait(env: GuardEnv, keys: GuardedKeys, miss = false): Promise<number | null> {
  const waits = await Promise.all(keys.map(({ key, limit }) => ask(env, key, limit, miss)))
  const longest = Math.max(0, ...waits.map((wait) => wait ?? 0))
  return longest > 0 ? longest : null
}
