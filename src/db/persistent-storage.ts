/** Asks the browser to keep this site's storage under pressure; a no-op where unsupported or already granted. */
export async function requestPersistentStorage(): Promise<void> {
  try {
    if (!navigator.storage?.persist || (await navigator.storage.persisted())) return
    await navigator.storage.persist()
  } catch {
    // Best effort: without persistence the data still lives until the browser needs the space.
  }
}
