/**
 * What one tab keeps in sessionStorage (gone with the tab): the build a page last reloaded itself out of after
 * a deploy removed its code, so it never does so twice, and says so once on arrival. Listed in
 * storage-keys.ts with the rest; a module of its own because the page's entry reads it.
 */
export const SESSION_KEYS = {
  newBuildReload: 'think-first:new-build-reload',
} as const
