// Shared by the service worker (sw/site-later.ts) and the page that marks an attendee's phone
// (src/features/pwa/attendee-phone.ts).

/** A cache both can read: the page writes the mark before the worker installs. */
export const DEVICE_CACHE = 'think-first-device'
/** Present on a phone that came through a room's join link: it precaches its attendee's path first. */
export const ATTENDEE_MARK = '/attendee-phone'
/** The page's request for the rest of the site, sent when the phone is idle on a network that is not metered. */
export const PRECACHE_REST_MESSAGE = 'PRECACHE_REST'
