export const routeErrorCopy = {
  title: 'Unexpected Application Error!',
  intro: 'Something went wrong while opening this page. Reloading usually fixes it.',
  detailLabel: 'Details',
  reload: 'Reload page',
  home: 'Back to Home',
  unknown: 'Unknown error',
  /** Shown instead while the page reloads into the build that replaced its missing code. */
  loadingUpdate: 'Loading the latest version of the site…',
} as const

/** In place of a part of a page whose code could not be fetched, while it is tried again. */
export const offlinePartCopy = {
  message: 'You’re offline — your answers are safe',
  retrying: 'This part loads as soon as the network is back.',
} as const
