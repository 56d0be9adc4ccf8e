import { hydrateAfterLive } from '../../start/hydrate-after-live'

/**
 * A hero's decorative picture: hidden from assistive technology and with nothing to tap, it needs no code to
 * be seen, so it hydrates once the page is live (the root route's loader has it ready for other renders).
 */
export const HeroArtPart = hydrateAfterLive(() =>
  import('./hero-art-picture').then((module) => module.HeroArtPicture),
)
