import { useEffect, useRef, useState } from 'react'
import { homeHeroVideo } from '../../content/home'
import { mayAutoplay } from '../../domain/home/home-media'
import { readAutoplayPreferences } from '../../lib/autoplay-preferences'
import { whenIdle } from '../../lib/when-idle'
import { MediaToggleGlyph } from './media-toggle-glyph'

/** Starts the loop; browsers only let muted video start on its own, so muting is set here too. */
function play(element: HTMLVideoElement) {
  element.muted = true
  // A refused start (autoplay blocked, file unavailable) simply leaves the poster showing.
  element.play().catch(() => undefined)
}

/**
 * The hero's decorative background loop with its pause control (WCAG 2.2.2). It starts only from an
 * effect, once the page is idle, and never under reduced motion or Save-Data, which keep the poster.
 * Scrolled out of view it rests; it comes back only if the visitor had not paused it.
 */
export function HomeHeroVideo() {
  const video = useRef<HTMLVideoElement>(null)
  const pausedByVisitor = useRef(false)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const element = video.current
    if (!element) return
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) element.pause()
      else if (!pausedByVisitor.current && mayAutoplay(readAutoplayPreferences())) play(element)
    })
    const cancel = whenIdle(() => observer.observe(element))
    return () => {
      cancel()
      observer.disconnect()
    }
  }, [])

  function toggle() {
    const element = video.current
    if (!element) return
    pausedByVisitor.current = !element.paused
    if (element.paused) play(element)
    else element.pause()
  }

  const { webm, mp4, poster, width, height } = homeHeroVideo
  return (
    <>
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <video
          ref={video}
          className="size-full object-cover object-[72%_50%]"
          width={width}
          height={height}
          poster={poster}
          preload="none"
          muted
          loop
          playsInline
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          <source src={webm} type="video/webm" />
          <source src={mp4} type="video/mp4" />
        </video>
        <div className="absolute inset-0 bg-ink-950/45 lg:bg-linear-to-r lg:from-ink-950/85 lg:via-ink-950/45 lg:to-ink-950/0" />
        <div className="absolute inset-x-0 bottom-0 h-40 bg-linear-to-t from-ink-950/70 to-transparent" />
      </div>
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? homeHeroVideo.pause : homeHeroVideo.play}
        className="absolute right-5 bottom-5 z-10 grid size-11 place-items-center rounded-full bg-white/10 text-white ring-1 ring-white/30 backdrop-blur transition-colors ring-inset hover:bg-white/20 md:right-8 md:bottom-8"
      >
        <MediaToggleGlyph playing={playing} />
      </button>
    </>
  )
}
