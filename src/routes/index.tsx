import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/ui/page-hero'
import { homeHero } from '../content/home'
import { site } from '../content/site'
import { loadPageHead } from './-components/load-page-head'
import { HomeClosing } from './-components/home-closing'
import { HomeHeroVideo } from './-components/home-hero-video'
import { HomeLecture } from './-components/home-lecture'
import { HomeLogoStrip } from './-components/home-logo-strip'
import { HomePromo } from './-components/home-promo'
import { HomeTestimonials } from './-components/home-testimonials'

export const Route = createFileRoute('/')({
  head: () => loadPageHead('home'),
  component: HomePage,
})

/** The home page's sections, in page order. */
function HomePage() {
  return (
    <>
      <PageHero hero={homeHero} background={<HomeHeroVideo />} />
      <HomePromo />
      <HomeLogoStrip />
      <HomeLecture videoId={site.lectureVideoId} />
      <HomeTestimonials />
      <HomeClosing />
    </>
  )
}
