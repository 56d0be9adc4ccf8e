// What vitest.config.ts's worker project binds beside wrangler.jsonc's bindings.
import type { D1Migration } from 'cloudflare:test'

declare global {
  namespace Cloudflare {
    interface Env {
      FORMS_IP_SALT: string
      FORMS_MIGRATIONS: D1Migration[]
    }
  }
}
