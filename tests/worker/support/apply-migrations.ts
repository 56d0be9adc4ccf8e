import { applyD1Migrations, env } from 'cloudflare:test'

// Each test file's storage starts empty: the forms database gets its tables as `wrangler d1 migrations` gives them.
await applyD1Migrations(env.FORMS_DB, env.FORMS_MIGRATIONS)
