import type { AutoplayPreferences } from '../domain/home/home-media'

/** The Network Information API is not in TypeScript's DOM library; only the flag we read is typed. */
interface NavigatorWithConnection extends Navigator {
  connection?: { saveData?: boolean }
}

/** Reads reduced-motion and Save-Data from the browser; call it in effects, never while rendering. */
export function readAutoplayPreferences(): AutoplayPreferences {
  return {
    reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    saveData: (navigator as NavigatorWithConnection).connection?.saveData === true,
  }
}
