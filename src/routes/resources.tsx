import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { pages } from '../content/pages'
import { resourcesHero, type ResourceCategoryId } from '../content/resources'
import { normalizeCategory, normalizeQuery } from '../domain/resource-filter'
import { ResourceLibrary } from '../features/resources/resource-library'
import { ResourcesNextSteps } from '../features/resources/resources-next-steps'

interface ResourcesSearch {
  /** Search text; absent when empty. */
  q?: string
  /** One category; absent (or unknown) means all resources. */
  category?: ResourceCategoryId
}

export const Route = createFileRoute('/resources')({
  staticData: { page: pages.resources },
  validateSearch: (search: Record<string, unknown>): ResourcesSearch => {
    const q = normalizeQuery(search.q)
    const category = normalizeCategory(search.category)
    return { ...(q ? { q } : {}), ...(category ? { category } : {}) }
  },
  component: ResourcesPage,
})

function ResourcesPage() {
  return (
    <>
      <PageHero hero={resourcesHero} />
      <ResourceLibrary />
      <ResourcesNextSteps />
    </>
  )
}
