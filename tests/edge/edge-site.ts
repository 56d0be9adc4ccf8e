import { getPlatformProxy } from 'wrangler'
import { OFFLINE_WRANGLER_ENV } from '../../scripts/wrangler.mjs'
import { test as base } from '../e2e/fixtures'
import { EDGE_STATE } from './edge-settings.mjs'

/** A row of form_submissions, its fields parsed. */
export interface StoredSubmission {
  id: string
  kind: string
  fields: Record<string, unknown>
}

/** What the edge server's local D1 database holds. */
export interface FormsDb {
  /** Every row whose fields carry this e-mail address (each test sends its own). */
  rowsFrom(email: string): Promise<StoredSubmission[]>
  /** The row kept for this id, if any. */
  rowFor(id: string): Promise<StoredSubmission | undefined>
}

interface QueryableD1 {
  prepare(query: string): { bind(...values: unknown[]): { all<Row>(): Promise<{ results: Row[] }> } }
}

type Row = Omit<StoredSubmission, 'fields'> & { fields: string }

const SELECT = 'SELECT id, kind, fields FROM form_submissions'
const parsed = ({ fields, ...row }: Row): StoredSubmission => ({ ...row, fields: JSON.parse(fields) })

/** Opens the database the running `wrangler dev` writes to, through wrangler's own local bindings. */
async function openFormsDb() {
  Object.assign(process.env, OFFLINE_WRANGLER_ENV)
  const proxy = await getPlatformProxy<{ FORMS_DB: QueryableD1 }>({
    configPath: 'wrangler.jsonc',
    persist: { path: `${EDGE_STATE}/v3` },
  })
  const query = async (where: string, value: string) => {
    const { results } = await proxy.env.FORMS_DB.prepare(`${SELECT} WHERE ${where}`).bind(value).all<Row>()
    return results.map(parsed)
  }
  const db: FormsDb = {
    rowsFrom: (email) => query("json_extract(fields, '$.email') = ?", email),
    rowFor: async (id) => (await query('id = ?', id))[0],
  }
  return { db, dispose: proxy.dispose }
}

/** The end-to-end tests' `test` (console errors fail it), with the edge server's database at hand. */
export const test = base.extend<object, { formsDb: FormsDb }>({
  formsDb: [
    // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { db, dispose } = await openFormsDb()
      await use(db)
      await dispose()
    },
    { scope: 'worker' },
  ],
})

export { expect } from '../e2e/fixtures'

/** A fresh address per test, so a test counts only its own rows. */
export function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`
}
