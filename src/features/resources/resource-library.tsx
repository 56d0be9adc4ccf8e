import { buttonClasses } from '../../components/ui/button-styles'
import { SectionIntro } from '../../components/ui/section-intro'
import { resourceLibraryCopy } from '../../content/resources'
import { resources } from '../../content/resources-catalogue'
import { countByCategory, filterResources } from '../../domain/resources/resource-filter'
import { ResourceCard } from './resource-card'
import { ResourceFilters } from './resource-filters'
import { ResourceSearch } from './resource-search'
import { useResourcesAddress } from './use-resources-address'

/** The catalogue: search, category filters with counts, the matching cards or the empty state. */
export function ResourceLibrary() {
  const address = useResourcesAddress()
  const { query, category, clear } = address
  const shown = filterResources(resources, { query, category })
  const counts = countByCategory(resources, query)

  return (
    <section aria-labelledby="library-title" className="bg-ink-50 py-16 md:py-24">
      <div className="container-page">
        <SectionIntro
          id="library-title"
          align="start"
          eyebrow={resourceLibraryCopy.eyebrow}
          heading={resourceLibraryCopy.heading}
          intro={resourceLibraryCopy.intro}
        />
        <div className="mt-10 flex flex-col gap-5">
          <ResourceSearch {...address} />
          <ResourceFilters counts={counts} selected={category} query={query} />
        </div>
        <p role="status" className="mt-8 text-sm font-semibold text-ink-600">
          {resourceLibraryCopy.resultCount(shown.length)}
        </p>
        {shown.length > 0 ? (
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
            {shown.map((resource) => (
              <li key={resource.url}>
                <ResourceCard resource={resource} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4 rounded-card border-2 border-dashed border-ink-200 bg-white px-6 py-16 text-center">
            <h3 className="text-title font-bold text-ink-950">{resourceLibraryCopy.emptyTitle}</h3>
            <p className="mt-3 text-ink-600">{resourceLibraryCopy.emptyText}</p>
            <button type="button" className={`mt-8 ${buttonClasses('secondary')}`} onClick={clear}>
              {resourceLibraryCopy.clearFilters}
            </button>
          </div>
        )}
      </div>
    </section>
  )
}
