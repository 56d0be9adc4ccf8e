import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { loadPageHead } from '../glue/load-page-head'
import { workshopsHero } from '../content/workshops'
import { parseWizardSearch, type WizardSearch } from '../domain/workshop/wizard-search'
import { ClosingCta } from '../features/workshops/closing-cta'
import { PackagesSection } from '../features/workshops/packages-section'
import { ThemesSection } from '../features/workshops/themes-section'
import { WhyItWorks } from '../features/workshops/why-it-works'
import { WorkshopWizard } from '../features/workshops/workshop-wizard'

export const Route = createFileRoute('/workshops')({
  head: () => loadPageHead('workshops'),
  validateSearch: (search: Record<string, unknown>): WizardSearch => parseWizardSearch(search),
  component: WorkshopsPage,
})

function WorkshopsPage() {
  const search = Route.useSearch()
  return (
    <>
      <PageHero hero={workshopsHero} />
      <WorkshopWizard search={search} />
      <WhyItWorks />
      <PackagesSection />
      <ThemesSection />
      <ClosingCta />
    </>
  )
}
