import { createFileRoute } from '@tanstack/react-router'
import { ClosingSection } from '../components/ui/closing-section'
import { PageHero } from '../components/ui/page-hero'
import { loadPageHead } from '../glue/load-page-head'
import { resourcesHero, resourcesNextSteps } from '../content/resources'
import { type ResourceCategoryId } from '../content/resource-categories'
import { normalizeCategory, normalizeQuery } from '../domain/resources/resource-search-params'
import { ResourceLibrary } from '../features/resources/resource-library'

interface ResourcesSearch {
  /** Search text; absent when empty. */
  q?: string
  /** One category; absent (or unknown) means all resources. */
  category?: ResourceCategoryId
}

export const Route = createFileRoute('/resources')({
  head: () => loadPageHead('resources'),
  validateSearch: (search: Record<string, unknown>): ResourcesSearch => {
    // Both keys always set, even to undefined: the router merges this over the raw address, so an
    // omitted key would let a bad value through.
    return { q: normalizeQuery(search.q) || undefined, category: normalizeCategory(search.category) }
  },
  component: ResourcesPage,
})

function ResourcesPage() {
  return (
    <>
      <PageHero hero={resourcesHero} />
      <ResourceLibrary />
      <ClosingSection titleId="resources-next-title" {...resourcesNextSteps} />
    </>
  )
}
