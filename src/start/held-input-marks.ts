/**
 * The marks the page's input holder (`held-input.ts`, a script of its own) and the app read on each other's
 * elements. They are plain attribute names, so the holder shares nothing else with the app's code.
 */

/** Set on a form whose sending is being kept. */
export const HELD_SUBMIT = 'data-held-submit'
/** Set on `<html>` once the page is live. */
export const PAGE_LIVE_MARK = 'data-page-live'
/** Set on a part of the page that hydrates after the page is live, until it has. */
export const HYDRATES_LATER = 'data-hydrates-later'
