// The part of Cloudflare D1's binding this project uses (the full types live in @cloudflare/workers-types,
// which would add a dependency for four methods).

export interface D1Result {
  meta: { changes: number }
}

export interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement
  first<Row = Record<string, unknown>>(): Promise<Row | null>
  run(): Promise<D1Result>
}

export interface D1Database {
  prepare(query: string): D1PreparedStatement
}
