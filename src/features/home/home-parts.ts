import { hydrateAfterLive } from '../../start/hydrate-after-live'

// The home page answers as soon as its hero does (its calls to action are links); what lies below it and the
// hero's background video hydrate once it is live, which keeps their code out of the page's first load.

/** The hero's background loop and its pause button. */
export const HomeHeroVideo = hydrateAfterLive(
  () => import('./hero-video').then((module) => module.HomeHeroVideo),
  { hasControls: true },
)

/** Everything below the hero. */
export const HomeSections = hydrateAfterLive(
  () => import('./sections').then((module) => module.HomeSections),
  { hasControls: true },
)
