import { type Resource } from '../../content/resources'
import { RESOURCE_CATEGORY_IDS, type ResourceCategoryId } from '../../content/resource-categories'

export interface ResourceFilter {
  /** The visitor's search text, as typed. */
  query: string
  /** One category, or undefined for all resources. */
  category?: ResourceCategoryId
}

export type CategoryCounts = Record<ResourceCategoryId | 'all', number>

/** Whether a resource's title, description or category name contains every word of the query, ignoring case. */
export function matchesQuery(resource: Resource, query: string): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = `${resource.title} ${resource.description} ${resource.category}`.toLocaleLowerCase()
  return words.every((word) => haystack.includes(word))
}

/** The resources that match both the search text and the category, in catalogue order. */
export function filterResources(resources: readonly Resource[], filter: ResourceFilter): Resource[] {
  return resources.filter(
    (resource) =>
      (filter.category === undefined || resource.categoryId === filter.category) &&
      matchesQuery(resource, filter.query),
  )
}

/** How many resources match the search text in each category and in all, so every filter shows its count. */
export function countByCategory(resources: readonly Resource[], query: string): CategoryCounts {
  const counts = Object.fromEntries([
    ['all', 0],
    ...RESOURCE_CATEGORY_IDS.map((id) => [id, 0]),
  ]) as CategoryCounts
  for (const resource of resources) {
    if (!matchesQuery(resource, query)) continue
    counts.all += 1
    counts[resource.categoryId] += 1
  }
  return counts
}
