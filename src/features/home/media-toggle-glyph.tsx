interface MediaToggleGlyphProps {
  /** Whether the media is moving now: then the glyph offers to pause. */
  playing: boolean
  large?: boolean
}

/** The pause bars while something moves, the play triangle while it is still; the button carries the name. */
export function MediaToggleGlyph({ playing, large = false }: MediaToggleGlyphProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={large ? 'size-6 sm:size-7' : 'size-4'}
      fill="currentColor"
    >
      {playing ? (
        <path d="M5 3.5h3.5v13H5zM11.5 3.5H15v13h-3.5z" />
      ) : (
        <path d="M6 3.2v13.6a.8.8 0 0 0 1.2.7l11-6.8a.8.8 0 0 0 0-1.4l-11-6.8A.8.8 0 0 0 6 3.2z" />
      )}
    </svg>
  )
}
