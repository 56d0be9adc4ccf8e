/**
 * The secret mixed into every address hash (FORMS_IP_SALT). Without it a stored hash could be reversed by
 * hashing every address, so outside local development the Worker refuses to hash at all: the requests that
 * need a hash are answered 503 until the secret is set (docs/deploy.md, "Cloudflare Workers").
 */
export interface SaltEnv {
  FORMS_IP_SALT?: string
  /** "true" only on `wrangler dev` started by this project's scripts. */
  LOCAL_DEVELOPMENT?: string
}

/** The salt, or null when none is set and this is not local development. */
export function addressSalt(env: SaltEnv): string | null {
  const salt = env.FORMS_IP_SALT ?? ''
  if (salt !== '') return salt
  return env.LOCAL_DEVELOPMENT === 'true' ? '' : null
}
