import { useState } from 'react'
import { homeLogoStrip } from '../../content/home'
import { HomeLogoList } from './logo-list'
import { MediaToggleGlyph } from './media-toggle-glyph'

/**
 * Section 3: the client logos as an endless strip. The list is drawn twice and the track slides by half
 * its width, so the loop has no seam; the copy is hidden from assistive technology. Hover, focus and the
 * pause button stop it; under reduced motion it stands still and scrolls by hand instead (styles.css).
 */
export function HomeLogoStrip() {
  const [paused, setPaused] = useState(false)
  return (
    <section
      aria-labelledby="home-logos-title"
      className="border-y border-ink-200/70 bg-ink-50 py-20 md:py-24"
    >
      <div className="container-page flex items-end justify-between gap-6">
        <div className="max-w-2xl">
          <h2 id="home-logos-title" className="text-headline font-bold text-ink-950">
            {homeLogoStrip.title}
          </h2>
          <p className="mt-4 text-lead text-ink-600">{homeLogoStrip.intro}</p>
        </div>
        <button
          type="button"
          onClick={() => setPaused(!paused)}
          aria-label={paused ? homeLogoStrip.play : homeLogoStrip.pause}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-ink-900 shadow-card ring-1 ring-ink-200 transition-colors ring-inset hover:ring-ink-400 motion-reduce:hidden"
        >
          <MediaToggleGlyph playing={!paused} />
        </button>
      </div>
      <div
        role="region"
        aria-label={homeLogoStrip.listLabel}
        tabIndex={0}
        data-paused={paused}
        className="logo-marquee mt-12 md:mt-14"
      >
        <div className="logo-marquee-track">
          <HomeLogoList />
          <HomeLogoList copy />
        </div>
      </div>
    </section>
  )
}
