// The category ids alone: the /resources route reads them to check its address, and route definitions load
// with the app, so the library's copy stays out of that first load.

/** The six resource categories, in the order the filter buttons show them. */
export const RESOURCE_CATEGORY_IDS = [
  'official',
  'linkedin',
  'substack',
  'video',
  'courses',
  'podcasts',
] as const

export type ResourceCategoryId = (typeof RESOURCE_CATEGORY_IDS)[number]
