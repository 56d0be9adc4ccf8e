// The parts of the Workers runtime this project uses (the full types live in @cloudflare/workers-types, which
// would add a large dependency for a few classes): Durable Objects with SQLite storage, alarms and hibernating
// WebSockets, and the static assets binding.

interface Fetcher {
  fetch(request: Request): Promise<Response>
}

interface SqlStorageCursor<Row> extends Iterable<Row> {
  toArray(): Row[]
  one(): Row
  readonly rowsWritten: number
}

interface SqlStorage {
  exec<Row = Record<string, SqlStorageValue>>(
    query: string,
    ...bindings: SqlStorageValue[]
  ): SqlStorageCursor<Row>
  readonly databaseSize: number
}

type SqlStorageValue = string | number | null | ArrayBuffer

interface DurableObjectStorage {
  readonly sql: SqlStorage
  getAlarm(): Promise<number | null>
  setAlarm(scheduledTime: number | Date): Promise<void>
  deleteAlarm(): Promise<void>
  deleteAll(): Promise<void>
  transactionSync<T>(closure: () => T): T
}

interface DurableObjectState {
  readonly storage: DurableObjectStorage
  acceptWebSocket(socket: WebSocket, tags?: string[]): void
  getWebSockets(tag?: string): WebSocket[]
  blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T>
}

interface DurableObjectId {
  toString(): string
}

interface DurableObjectStub {
  fetch(request: Request): Promise<Response>
}

interface DurableObjectNamespace {
  idFromName(name: string): DurableObjectId
  get(id: DurableObjectId): DurableObjectStub
}

interface WebSocket {
  accept(): void
  addEventListener(type: 'message' | 'close' | 'error', listener: (event: Event) => void): void
  serializeAttachment(value: unknown): void
  deserializeAttachment(): unknown
}

declare const WebSocketPair: { new (): { 0: WebSocket; 1: WebSocket } }

interface ResponseInit {
  webSocket?: WebSocket | null
}

declare module 'cloudflare:workers' {
  export abstract class DurableObject<Env = unknown> {
    protected ctx: DurableObjectState
    protected env: Env
    constructor(ctx: DurableObjectState, env: Env)
    fetch?(request: Request): Response | Promise<Response>
    alarm?(): void | Promise<void>
    webSocketMessage?(socket: WebSocket, message: string | ArrayBuffer): void | Promise<void>
    webSocketClose?(socket: WebSocket, code: number, reason: string, wasClean: boolean): void | Promise<void>
    webSocketError?(socket: WebSocket, error: unknown): void | Promise<void>
  }
}

/** A Workers rate limiting binding (`ratelimits` in wrangler.jsonc). */
interface RateLimit {
  limit(options: { key: string }): Promise<{ success: boolean }>
}
