import { useEffect, useRef, useState } from 'react'
import { homeLecture } from '../../content/home'
import { lectureEmbedUrl } from '../../domain/home/home-media'
import { MediaToggleGlyph } from './media-toggle-glyph'

/**
 * Section 4: the full lecture behind a click-to-load facade. Our own thumbnail is shown until the
 * visitor presses play; only then is the video service contacted, through its privacy-enhanced domain.
 * Until the consultancy sets the lecture's id (site config), the thumbnail says it is coming soon.
 */
export function HomeLecture({ videoId }: { videoId: string | null }) {
  const [loaded, setLoaded] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)

  // The button that had focus is gone; keyboard users continue inside the player.
  useEffect(() => {
    if (loaded) frame.current?.focus()
  }, [loaded])

  return (
    <section aria-labelledby="home-lecture-title" className="on-dark bg-ink-950 py-20 text-white md:py-28">
      <div className="container-page">
        <div className="max-w-2xl">
          <p className="text-xs font-bold tracking-[0.14em] text-sun-400 uppercase">{homeLecture.eyebrow}</p>
          <h2 id="home-lecture-title" className="mt-4 text-headline font-bold">
            {homeLecture.title}
          </h2>
          <p className="mt-5 text-lead text-ink-200">{homeLecture.intro}</p>
        </div>
        <div className="relative mt-12 aspect-video overflow-hidden rounded-card bg-ink-900 shadow-lift ring-1 ring-white/10 md:mt-14">
          {videoId === null ? (
            <LectureComingSoon />
          ) : loaded ? (
            <iframe
              ref={frame}
              src={lectureEmbedUrl(videoId)}
              title={homeLecture.videoTitle}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="absolute inset-0 size-full"
            />
          ) : (
            <button
              type="button"
              onClick={() => setLoaded(true)}
              className="group absolute inset-0 size-full cursor-pointer focus-visible:outline-offset-[-6px]"
            >
              <LectureThumbnail className="transition-transform duration-500 ease-out-soft group-hover:scale-[1.02]" />
              <span className="absolute inset-0 bg-linear-to-t from-ink-950/70 via-transparent to-transparent" />
              <span className="absolute inset-x-0 bottom-0 flex items-center gap-4 p-5 sm:p-8">
                <span className="grid size-14 shrink-0 place-items-center rounded-full bg-sun-500 pl-1 text-ink-950 shadow-glow transition-transform duration-200 group-hover:scale-105 sm:size-18">
                  <MediaToggleGlyph playing={false} large />
                </span>
                <span className="font-display text-lg font-semibold sm:text-2xl">{homeLecture.play}</span>
              </span>
            </button>
          )}
        </div>
        <p className="mt-4 text-sm text-ink-300">
          {videoId === null ? homeLecture.comingSoonNote : homeLecture.privacyNote}
        </p>
      </div>
    </section>
  )
}

/** Our own picture of the lecture, shown until the video is asked for (or while it is coming). */
function LectureThumbnail({ className }: { className: string }) {
  const { thumbnail } = homeLecture
  return (
    <img
      src={thumbnail.src}
      alt=""
      width={thumbnail.width}
      height={thumbnail.height}
      loading="lazy"
      decoding="async"
      className={`size-full object-cover ${className}`}
    />
  )
}

function LectureComingSoon() {
  return (
    <>
      <LectureThumbnail className="opacity-60" />
      <span className="absolute inset-0 bg-linear-to-t from-ink-950/80 via-ink-950/30 to-transparent" />
      <p className="absolute inset-x-0 bottom-0 p-5 font-display text-lg font-semibold sm:p-8 sm:text-2xl">
        {homeLecture.comingSoon}
      </p>
    </>
  )
}
