// The service worker is type-checked without Vite's client types; these are the build-time values it reads.
interface ImportMetaEnv {
  /** Where contact and intake submissions are POSTed; unset means the mail app delivers them. */
  readonly VITE_FORMS_ENDPOINT?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

// Background Sync is not in TypeScript's WebWorker library yet.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
  readonly lastChance: boolean
}

interface ServiceWorkerGlobalScopeEventMap {
  sync: SyncEvent
}
