interface ProgressRingProps {
  value: number
  label: string
  /** From this value on the ring is highlighted. */
  highlightFrom: number
  size?: number
}

const STROKE = 6

/** A circular progress indicator that screen readers read as a progress bar. */
export function ProgressRing({ value, label, highlightFrom, size = 56 }: ProgressRingProps) {
  const radius = (size - STROKE) / 2
  const circumference = 2 * Math.PI * radius
  const clamped = Math.min(100, Math.max(0, value))
  const highlighted = clamped >= highlightFrom
  // The track and the bar over it: one circle, drawn twice.
  const ring = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: STROKE }
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      data-highlighted={highlighted}
      className="relative grid shrink-0 place-items-center"
      style={{ width: size, height: size }}
    >
      {/* Visible overflow: the highlight's glow reaches past the box, which would cut it into a square. */}
      <svg aria-hidden="true" width={size} height={size} className="-rotate-90 overflow-visible">
        <circle {...ring} className="stroke-ink-200" />
        <circle
          {...ring}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped / 100)}
          className={`transition-[stroke-dashoffset] duration-500 ease-out-soft ${
            highlighted ? 'stroke-sun-500 drop-shadow-[0_0_6px_rgb(255_176_32/0.6)]' : 'stroke-iris-600'
          }`}
        />
      </svg>
      <span aria-hidden="true" className="absolute text-xs font-bold text-ink-800 tabular-nums">
        {Math.round(clamped)}%
      </span>
    </div>
  )
}
