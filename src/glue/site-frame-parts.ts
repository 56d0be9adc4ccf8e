import { hydrateAfterLive } from '../start/hydrate-after-live'

// The frame around every page works before its code has run: the header's and footer's links are plain
// links, the phone menu is a popover the browser opens, and the notices start empty. So it hydrates once the
// page is live, and its code stays out of the page's first load.

export const SiteHeaderPart = hydrateAfterLive(() =>
  import('./site-frame').then((module) => module.SiteFrameHeader),
)

export const SiteFooterPart = hydrateAfterLive(() =>
  import('./site-frame').then((module) => module.SiteFrameFooter),
)

export const SiteNoticesPart = hydrateAfterLive(() =>
  import('./site-frame').then((module) => module.SiteFrameNotices),
)
