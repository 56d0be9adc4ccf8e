import { site } from '../../content/site'
import { HomeClosing } from './closing'
import { HomeLecture } from './lecture'
import { HomeLogoStrip } from './logo-strip'
import { HomePromo } from './promo'
import { HomeTestimonials } from './testimonials'

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
