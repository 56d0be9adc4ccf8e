export const routeErrorCopy = {
  title: 'Unexpected Application Error!',
  intro: 'Something went wrong while opening this page. Reloading usually fixes it.',
  detailLabel: 'Details',
  reload: 'Reload page',
  home: 'Back to Home',
  unknown: 'Unknown error',
} as const
