import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { intakeHero } from '../content/intake'
import { pages } from '../content/pages'

export const Route = createFileRoute('/intake')({
  staticData: { page: pages.intake },
  component: () => <PageHero hero={intakeHero} />,
})
