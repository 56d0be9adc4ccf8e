/** A page's address and search-engine text. */
export interface PageMeta {
  path: string
  title: string
  description: string
  /** Whether search engines should index it and the sitemap should list it. */
  indexable: boolean
}
