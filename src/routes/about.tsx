import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { aboutHero } from '../content/about'
import { loadPageHead } from '../glue/load-page-head'
import { AboutClosing } from '../features/about/closing'
import { AboutPurpose } from '../features/about/purpose'
import { AboutTeam } from '../features/about/team'
import { AboutValues } from '../features/about/values'

export const Route = createFileRoute('/about')({
  head: () => loadPageHead('about'),
  component: AboutPage,
})

/** Mission, vision, values and the team, then the way in: the assessment or a conversation. */
function AboutPage() {
  return (
    <>
      <PageHero hero={aboutHero} />
      <AboutPurpose />
      <AboutValues />
      <AboutTeam />
      <AboutClosing />
    </>
  )
}
