import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { homeHero } from '../content/home/hero'
import { loadParts } from '../start/hydrate-after-live'
import { loadPageHead } from '../glue/load-page-head'
import { HomeHeroVideo, HomeSections } from '../features/home/home-parts'

export const Route = createFileRoute('/')({
  head: () => loadPageHead('home'),
  loader: () => loadParts(HomeHeroVideo, HomeSections),
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <PageHero hero={homeHero} background={<HomeHeroVideo />} />
      <HomeSections />
    </>
  )
}
