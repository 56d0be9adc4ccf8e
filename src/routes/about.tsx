import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { aboutHero } from '../content/about'
import { loadPageHead } from './-components/load-page-head'
import { AboutClosing } from './-components/about-closing'
import { AboutPurpose } from './-components/about-purpose'
import { AboutTeam } from './-components/about-team'
import { AboutValues } from './-components/about-values'

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
