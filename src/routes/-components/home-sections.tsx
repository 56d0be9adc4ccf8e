import { site } from '../../content/site'
import { HomeClosing } from './home-closing'
import { HomeLecture } from './home-lecture'
import { HomeLogoStrip } from './home-logo-strip'
import { HomePromo } from './home-promo'
import { HomeTestimonials } from './home-testimonials'

/** The home page's sections below its hero, in page order. */
export function HomeSections() {
  return (
    <>
      <HomePromo />
      <HomeLogoStrip />
      <HomeLecture videoId={site.lectureVideoId} />
      <HomeTestimonials />
      <HomeClosing />
    </>
  )
}
