import { formsEndpointFrom } from '../../domain/outbox/outbox-delivery'

/** Where submissions are POSTed, set at build time by VITE_FORMS_ENDPOINT; null means the mail app delivers. */
export const formsEndpoint = formsEndpointFrom(
  import.meta.env.VITE_FORMS_ENDPOINT,
  // No location while prerendering, which sends nothing.
  globalThis.location?.origin,
)
